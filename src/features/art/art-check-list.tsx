import { CircleCheck, CircleX, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { CheckStatus } from './art-rules';

const LOOK: Record<CheckStatus, { icon: LucideIcon; className: string; word: string }> = {
  pass: { icon: CircleCheck, className: 'text-success-fg', word: 'Passes' },
  info: { icon: Info, className: 'text-info-fg', word: 'Note' },
  warn: { icon: TriangleAlert, className: 'text-warning-fg', word: 'Warning' },
  fail: { icon: CircleX, className: 'text-danger-fg', word: 'Problem' },
};

/** One check of an image: a file's before upload, or a served image's on the art review. */
interface ShownCheck {
  id: string;
  label: string;
  status: CheckStatus;
  message: string;
  /** What to do about it, when something is to be done. */
  fix?: string;
}

/**
 * The checks of one image: each with its status in an icon and in words, and what can be done.
 * `compact` for a card of the art review: tighter rows, long words broken, smaller advice.
 */
export function ArtCheckList({
  checks,
  label,
  compact = false,
}: {
  checks: readonly ShownCheck[];
  label: string;
  compact?: boolean;
}) {
  return (
    <ul aria-label={label} className={cn('grid', compact ? 'gap-1.5' : 'gap-2')}>
      {checks.map((check) => {
        const look = LOOK[check.status];
        const Icon = look.icon;
        return (
          <li key={check.id} className="flex items-start gap-2 text-sm">
            <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', look.className)} />
            <div className={cn('min-w-0', compact && 'break-words')}>
              <span className="font-medium">{check.label}</span>
              <span className="sr-only"> ({look.word})</span>: <span>{check.message}</span>
              {check.fix && (
                <span className={cn('block text-muted-foreground', compact && 'text-xs')}>{check.fix}</span>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
