/**
 * The `Retry-After` header (RFC 9110, 10.2.3): how long a server that answered 429 or 503 asks the
 * client to wait before it asks again. It is either a whole number of seconds ("3") or an HTTP date
 * ("Sun, 01 Mar 2026 10:00:45 GMT"). One parser for every reader of it: the reads' retry policy and
 * the job runner.
 */

/** The longest wait a parsed value stands for: beyond it a number of seconds is only "very long". */
const LONGEST_MS = Number.MAX_SAFE_INTEGER;

/**
 * Retry-After as milliseconds from `now`: delay-seconds or an HTTP date (a date already past is 0);
 * undefined when absent or unreadable (negative, fractional, words that are not a date).
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Math.min(LONGEST_MS, Number(text) * 1000);
  // An HTTP date names its day and month; Date.parse alone would also take "-5" or "2" as a year.
  const date = /[a-z]{3}/i.test(text) ? Date.parse(text) : NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** A wait in words for a person: "3 s", "2 min", "3 h" (rounded up, so it is never shorter). */
export function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return `${String(seconds)} s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${String(minutes)} min`;
  const hours = Math.ceil(minutes / 60);
  if (hours < 48) return `${String(hours)} h`;
  return 'more than a day';
}
