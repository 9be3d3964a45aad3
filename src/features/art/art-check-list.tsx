import { CircleCheck, CircleX, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { ArtCheck, CheckStatus } from './art-checks';

const LOOK: Record<CheckStatus, { icon: LucideIcon; className: string; word: string }> = {
  pass: { icon: CircleCheck, className: 'text-success-fg', word: 'Passes' },
  info: { icon: Info, className: 'text-info-fg', word: 'Note' },
  warn: { icon: TriangleAlert, className: 'text-warning-fg', word: 'Warning' },
  fail: { icon: CircleX, className: 'text-danger-fg', word: 'Does not meet the guideline' },
};

/** The checks of one image: each with its status in an icon and in words, and what the studio can do. */
export function ArtCheckList({ checks, label }: { checks: ArtCheck[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-2">
      {checks.map((check) => {
        const look = LOOK[check.status];
        const Icon = look.icon;
        return (
          <li key={check.id} className="flex items-start gap-2 text-sm">
            <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', look.className)} />
            <div className="min-w-0">
              <span className="font-medium">{check.label}</span>
              <span className="sr-only"> ({look.word})</span>: <span>{check.message}</span>
              {check.fix && <span className="block text-muted-foreground">{check.fix}</span>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
