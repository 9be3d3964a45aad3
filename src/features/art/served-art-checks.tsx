import { CircleCheck, CircleX, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { CheckStatus } from './art-checks';
import type { HealthCheck } from './art-health';

const LOOK: Record<CheckStatus, { icon: LucideIcon; className: string; word: string }> = {
  pass: { icon: CircleCheck, className: 'text-success-fg', word: 'passes' },
  info: { icon: Info, className: 'text-info-fg', word: 'note' },
  warn: { icon: TriangleAlert, className: 'text-warning-fg', word: 'warning' },
  fail: { icon: CircleX, className: 'text-danger-fg', word: 'problem' },
};

/** A served image's checks, compact for a card: the status in an icon and in words, then what to do. */
export function ServedArtChecks({ checks, label }: { checks: readonly HealthCheck[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-1.5">
      {checks.map((check) => {
        const look = LOOK[check.status];
        const Icon = look.icon;
        return (
          <li key={check.id} className="flex items-start gap-2 text-sm">
            <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', look.className)} />
            <div className="min-w-0 break-words">
              <span className="font-medium">{check.label}</span>
              <span className="sr-only"> ({look.word})</span>: <span>{check.message}</span>
              {check.fix && <span className="block text-xs text-muted-foreground">{check.fix}</span>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
