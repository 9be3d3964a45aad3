import { formatUtc } from './format';

/** `YYYY-MM-DDTHH:mm` from <input type="datetime-local">, read in the user's time zone. */
export function localInputToDate(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * The rule of every date that closes something (a badge's claims, a reward): given, a date, and
 * still ahead of `now`, since the service stores a past one and it closes at once. Returns the
 * message to show, or undefined.
 */
export function futureLocalInputError(
  value: string,
  messages: { empty: string; past: string },
  now: number = Date.now(),
): string | undefined {
  if (!value) return messages.empty;
  const date = localInputToDate(value);
  if (!date) return 'Enter a date and time.';
  return date.getTime() <= now ? messages.past : undefined;
}

/** The reverse, for editing a stored UTC timestamp in the user's zone. */
export function dateToLocalInput(iso: string | undefined): string {
  const date = iso ? new Date(iso) : undefined;
  if (!date || Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The user's time zone, e.g. `Europe/Paris`. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The hint under a date-and-time field: the zone the value is read in and, once it is a date, the
 * same moment in UTC (what is sent).
 */
export function localDateHint(value: string): string {
  const date = localInputToDate(value);
  const zone = `In your time zone (${localTimeZone()})`;
  return date ? `${zone}; that is ${formatUtc(date)}.` : `${zone}.`;
}
