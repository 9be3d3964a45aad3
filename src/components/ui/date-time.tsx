import { useNow } from '../../hooks/use-now';
import { cn } from '../../lib/cn';
import {
  EMPTY_VALUE,
  formatDateTime,
  formatRelative,
  formatUtc,
  toDate,
  type DateInput,
} from '../../lib/format';
import { Tooltip } from './tooltip';

const RELATIVE_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export type DateTimeProps = {
  value: DateInput;
  /** Always show the locale date/time, never the relative form. */
  absolute?: boolean;
  /** The value is a time still to come (a claim window's end): see formatRelative. */
  deadline?: boolean;
  className?: string;
};

/**
 * `<time>` with relative time for the last (or next) 7 days ("3h ago"), otherwise the date and time in
 * the user's locale and zone; the exact UTC time in a tooltip and in `title`. '—' when empty or invalid.
 */
export function DateTime({ value, absolute = false, deadline = false, className }: DateTimeProps) {
  const now = useNow();
  const date = toDate(value);
  if (!date) return <span className={className}>{EMPTY_VALUE}</span>;

  const recent = !absolute && Math.abs(now - date.getTime()) < RELATIVE_WINDOW_MS;
  const utc = formatUtc(date);
  return (
    <Tooltip content={utc}>
      <time dateTime={date.toISOString()} className={cn('whitespace-nowrap tabular-nums', className)}>
        {recent ? formatRelative(date, now, { deadline }) : formatDateTime(date)}
      </time>
    </Tooltip>
  );
}
