import { useSyncExternalStore } from 'react';
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
const TICK_MS = 30_000;

// One shared clock for every DateTime on screen, so relative times stay fresh without a timer each.
let clockNow = Date.now();
let clockTimer: ReturnType<typeof setInterval> | undefined;
const clockListeners = new Set<() => void>();

function subscribeClock(listener: () => void) {
  clockListeners.add(listener);
  if (clockTimer === undefined) {
    clockNow = Date.now();
    clockTimer = setInterval(() => {
      clockNow = Date.now();
      clockListeners.forEach((l) => l());
    }, TICK_MS);
  }
  return () => {
    clockListeners.delete(listener);
    if (clockListeners.size === 0 && clockTimer !== undefined) {
      clearInterval(clockTimer);
      clockTimer = undefined;
    }
  };
}

function getClock() {
  // While nothing is subscribed the timer is off: refresh a stale value (stable within a render).
  if (clockTimer === undefined && Date.now() - clockNow > TICK_MS) clockNow = Date.now();
  return clockNow;
}

export type DateTimeProps = {
  value: DateInput;
  /** Always show the locale date/time, never the relative form. */
  absolute?: boolean;
  className?: string;
};

/**
 * `<time>` with relative time for the last (or next) 7 days ("3h ago"), otherwise the date and time in
 * the user's locale and zone; the exact UTC time in a tooltip and in `title`. '—' when empty or invalid.
 */
export function DateTime({ value, absolute = false, className }: DateTimeProps) {
  const now = useSyncExternalStore(subscribeClock, getClock, getClock);
  const date = toDate(value);
  if (!date) return <span className={className}>{EMPTY_VALUE}</span>;

  const recent = !absolute && Math.abs(now - date.getTime()) < RELATIVE_WINDOW_MS;
  const utc = formatUtc(date);
  return (
    <Tooltip content={utc}>
      <time dateTime={date.toISOString()} className={cn('whitespace-nowrap tabular-nums', className)}>
        {recent ? formatRelative(date, now) : formatDateTime(date)}
      </time>
    </Tooltip>
  );
}
