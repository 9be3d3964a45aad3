import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { Button } from '../ui/button';

export interface TaskProgressProps {
  /** What is happening, e.g. "Reading members". */
  label: string;
  done: number;
  total?: number;
  /** The unit counted, e.g. "members". */
  unit: string;
  onCancel?: () => void;
  className?: string;
}

/** A long task's progress: a bar, "2,000 of 10,000 members", and a cancel button. Announced politely. */
export function TaskProgress({ label, done, total, unit, onCancel, className }: TaskProgressProps) {
  const counted =
    total === undefined
      ? `${formatNumber(done)} ${unit}`
      : `${formatNumber(Math.min(done, total))} of ${formatNumber(total)} ${unit}`;
  return (
    <div className={cn('flex flex-wrap items-center gap-3 text-sm', className)}>
      <div role="status" className="flex min-w-0 flex-1 flex-col gap-1.5">
        <span>
          {label}… <span className="tabular-nums text-muted-foreground">{counted}</span>
        </span>
        <progress
          className="h-1.5 w-full overflow-hidden rounded-full accent-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
          aria-label={label}
          max={total === undefined || total === 0 ? undefined : total}
          value={total === undefined || total === 0 ? undefined : Math.min(done, total)}
        />
      </div>
      {onCancel && (
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </div>
  );
}
