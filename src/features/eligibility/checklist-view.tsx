import { CircleCheck, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Check, CheckId, Verdict } from './checklist';

const BLOCKS_TEXT: Record<Check['blocks'], string> = {
  earning: 'Stops an award',
  claiming: 'Stops the claim',
  both: 'Stops an award and the claim',
};

function CheckRow({ check, fix }: { check: Check; fix: ReactNode }) {
  const Icon = check.passed ? CircleCheck : CircleX;
  return (
    <li className="flex gap-3 py-3" data-check={check.id}>
      <Icon
        aria-hidden
        className={`mt-0.5 size-5 shrink-0 ${check.passed ? 'text-success-fg' : 'text-danger-fg'}`}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="text-sm font-medium">
          <span className="sr-only">{check.passed ? 'Passed' : 'Failed'}: </span>
          {check.passed ? check.label : check.reason}
        </span>
        <span className="text-sm break-words text-muted-foreground">{check.detail}</span>
        {!check.passed && <span className="text-xs text-muted-foreground">{BLOCKS_TEXT[check.blocks]}</span>}
        {!check.passed && fix && <div className="mt-1 flex flex-wrap gap-2">{fix}</div>}
      </div>
    </li>
  );
}

/** "Can be awarded" and "can claim", each with a word, so colour is not the only signal. */
export function verdictText(verdict: Verdict): { award: string; claim: string } {
  return {
    award: verdict.canBeAwarded ? 'Can be awarded now' : 'Cannot be awarded',
    claim:
      verdict.claim === 'yes'
        ? 'Can claim it now'
        : verdict.claim === 'after-award'
          ? 'Can claim it once awarded'
          : 'Cannot claim it',
  };
}

interface ChecklistViewProps {
  verdict: Verdict;
  /** The action beside each failing check that an admin can fix from here. */
  fixes: Partial<Record<CheckId, ReactNode>>;
}

/** The seven checks, passed and failed, each failing one with what it stops and its fix. */
export function ChecklistView({ verdict, fixes }: ChecklistViewProps) {
  const failing = verdict.checks.filter((c) => !c.passed).length;
  return (
    <ul
      aria-label={`Eligibility checks, ${failing === 0 ? 'all pass' : `${String(failing)} failing`}`}
      className="divide-y divide-border"
    >
      {verdict.checks.map((check) => (
        <CheckRow key={check.id} check={check} fix={fixes[check.id]} />
      ))}
    </ul>
  );
}
