import { cn } from '../../lib/cn';
import { humanize } from '../../lib/format';

export type StatusTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

const STATUS_TONES: Record<string, StatusTone> = {
  live: 'success',
  claimed: 'success',
  open: 'success',
  active: 'success',
  approved: 'info',
  earned: 'info',
  under_review: 'warning',
  pending: 'warning',
  draft: 'neutral',
  sent: 'neutral',
  owner: 'neutral',
  admin: 'neutral',
  member: 'neutral',
  rejected: 'danger',
  error: 'danger',
  failed: 'danger',
};

const TONE_CLASSES: Record<StatusTone, string> = {
  success: 'bg-success-bg text-success-fg',
  info: 'bg-info-bg text-info-fg',
  warning: 'bg-warning-bg text-warning-fg',
  danger: 'bg-danger-bg text-danger-fg',
  neutral: 'bg-neutral-bg text-neutral-fg',
};

/** The tone for a status value; unknown values are neutral. */
export function statusTone(status: string): StatusTone {
  return STATUS_TONES[status.toLowerCase()] ?? 'neutral';
}

export type StatusPillProps = {
  status: string;
  /** Overrides the humanised word ("under_review" → "Under review"). */
  label?: string;
  /** Overrides the tone from the status map. */
  tone?: StatusTone;
  className?: string;
};

/** A small pill with a dot and the word: the word carries the meaning, colour only reinforces it. */
export function StatusPill({ status, label, tone, className }: StatusPillProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs leading-4 font-medium whitespace-nowrap',
        TONE_CLASSES[tone ?? statusTone(status)],
        className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-current" />
      {label ?? humanize(status)}
    </span>
  );
}
