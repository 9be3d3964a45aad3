import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { Button } from './button';

interface ShowAllButtonProps {
  /** All rows are shown. */
  all: boolean;
  onToggle: () => void;
  /** The id of the list or table it cuts. */
  controls: string;
  /** How many rows the cut list shows. */
  first: number;
  total: number;
  /** What the rows are, in the plural ("badges"). */
  noun: string;
  className?: string;
}

/**
 * The button under a list cut to its first rows: all of them, or the first again. Nothing when the
 * list fits.
 */
export function ShowAllButton({
  all,
  onToggle,
  controls,
  first,
  total,
  noun,
  className,
}: ShowAllButtonProps) {
  if (total <= first) return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      className={cn('self-start', className)}
      aria-expanded={all}
      aria-controls={controls}
      onClick={onToggle}
    >
      {all ? `Show the first ${String(first)}` : `Show all ${formatNumber(total)} ${noun}`}
    </Button>
  );
}
