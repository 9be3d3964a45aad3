/** Shown wherever a value is missing or cannot be read. */
export const EMPTY_VALUE = '—';

export type DateInput = string | number | Date | null | undefined;

/** Parses an ISO string, epoch milliseconds or Date; `null` for missing or invalid values. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `0x12ab…89cd`: keeps the `0x` prefix plus `chars` characters on each side. */
export function shortenAddress(address: string | null | undefined, chars = 4): string {
  if (!address) return EMPTY_VALUE;
  const n = Math.max(1, Math.floor(chars));
  const prefix = address.startsWith('0x') || address.startsWith('0X') ? 2 : 0;
  if (address.length <= prefix + n * 2 + 1) return address;
  return `${address.slice(0, prefix + n)}…${address.slice(-n)}`;
}

export type DateTimeOptions = Intl.DateTimeFormatOptions & {
  /** Defaults to the user's locale. */
  locale?: string | string[];
};

const DEFAULT_DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * Builds a value once per distinct arguments. Intl formatters cost a fraction of a millisecond each
 * to build, and a table formats hundreds of cells on every render: each formatter is built once
 * per locale and options, then reused.
 */
function once<A extends unknown[], R>(make: (...args: A) => R): (...args: A) => R {
  const cache = new Map<string, R>();
  return (...args) => {
    const key = JSON.stringify(args);
    let value = cache.get(key);
    if (value === undefined) {
      value = make(...args);
      cache.set(key, value);
    }
    return value;
  };
}

const dateTimeFormat = once(
  (locale: string | string[] | undefined, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, options),
);
const numberFormat = once(
  (locale: string | string[] | undefined, options: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(locale, options),
);
const relativeTimeFormat = once(
  (locale: string | string[] | undefined, options: Intl.RelativeTimeFormatOptions) =>
    new Intl.RelativeTimeFormat(locale, options),
);

/**
 * A date in the user's locale and time zone (both overridable, e.g. for tests).
 * Passing any formatting field (`dateStyle`, `month`, …) replaces the default medium date + short time.
 */
export function formatDateTime(value: DateInput, opts: DateTimeOptions = {}): string {
  const date = toDate(value);
  if (!date) return EMPTY_VALUE;
  const { locale, timeZone, ...format } = opts;
  const hasFormat = Object.keys(format).length > 0;
  try {
    return dateTimeFormat(locale, { ...(hasFormat ? format : DEFAULT_DATE_TIME), timeZone }).format(date);
  } catch {
    return EMPTY_VALUE;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-21 14:03 UTC`, independent of locale and zone. */
export function formatUtc(value: DateInput): string {
  const d = toDate(value);
  if (!d) return EMPTY_VALUE;
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', MINUTE],
  ['hour', HOUR],
  ['day', DAY],
  ['week', 7 * DAY],
  ['month', 30 * DAY],
  ['year', 365 * DAY],
];

/**
 * How far ahead of this browser's clock a recorded time may be and still be read as "just now": the
 * service's clock and the user's disagree by seconds to minutes, and a record written a moment ago
 * must not read "Updated in 1m".
 */
export const CLOCK_SKEW_SECONDS = 5 * MINUTE;

export type RelativeOptions = {
  locale?: string | string[];
  style?: Intl.RelativeTimeFormatStyle;
  /**
   * The value is a time still to come (a claim window's end), so a few minutes ahead is meant, not
   * clock skew: "in 3m" stays.
   */
  deadline?: boolean;
};

/**
 * "3h ago", "in 2d", "just now" (within 45 s, and up to CLOCK_SKEW_SECONDS ahead unless the value is
 * a deadline). Uses the largest unit that fits and rounds to the nearest whole one (2 h 50 min →
 * "3h ago"); a value that rounds up to the next unit moves to it (59 min 40 s → "1h ago", never
 * "60m ago"). `now` is a parameter so the function stays pure.
 */
export function formatRelative(
  value: DateInput,
  now: number = Date.now(),
  opts: RelativeOptions = {},
): string {
  const date = toDate(value);
  if (!date || !Number.isFinite(now)) return EMPTY_VALUE;
  const seconds = (date.getTime() - now) / 1000;
  const abs = Math.abs(seconds);
  if (abs < 45) return 'just now';
  if (!opts.deadline && seconds > 0 && seconds <= CLOCK_SKEW_SECONDS) return 'just now';
  let index = 0;
  while (index + 1 < UNITS.length && abs >= (UNITS[index + 1]?.[1] ?? Infinity)) index++;
  let [unit, size] = UNITS[index] ?? ['minute', MINUTE];
  const next = UNITS[index + 1];
  if (next && Math.round(abs / size) * size >= next[1]) [unit, size] = next;
  const amount = Math.max(1, Math.round(abs / size));
  const rtf = relativeTimeFormat(opts.locale, { numeric: 'always', style: opts.style ?? 'narrow' });
  return rtf.format(seconds < 0 ? -amount : amount, unit);
}

/** A number in the user's locale (`12,345.6`); '—' for missing or non-finite values. */
export function formatNumber(
  n: number | bigint | null | undefined,
  opts: Intl.NumberFormatOptions & { locale?: string | string[] } = {},
): string {
  if (n === null || n === undefined) return EMPTY_VALUE;
  if (typeof n === 'number' && !Number.isFinite(n)) return EMPTY_VALUE;
  const { locale, ...format } = opts;
  return numberFormat(locale, format).format(n);
}

/** Up to two initials for a placeholder avatar: "Ada Lovelace" → "AL", "vitalik.eth" → "V", "0x12ab…" → "12". */
export function getInitials(name: string | null | undefined): string {
  const value = name?.trim() ?? '';
  if (!value) return '?';
  if (/^0x[0-9a-f]/i.test(value)) return value.slice(2, 4).toUpperCase();
  const words = value
    .replace(/\.[a-z]+$/i, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0] ?? value];
  return letters
    .map((w) => Array.from(w ?? '')[0] ?? '')
    .join('')
    .toUpperCase();
}

/** `under_review` → "Under review". */
export function humanize(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Builds a formatter of each kind the pages use, which makes ICU load the locale's data: the likely
 * subtags, the number data, the date and relative-time data. Run in a worker (see below).
 */
export function loadLocaleData(): void {
  try {
    new Intl.Locale(navigator.language).maximize();
  } catch {
    // No such tag: the number formatter then loads it all.
  }
  formatNumber(0);
  formatDateTime(0);
  formatRelative(0, DAY * 1000);
}

/**
 * The first Intl formatter a page builds loads the locale's data from ICU: 30-50 ms on a slow
 * 2-core machine, in one call that cannot be cut, so a page that first formats a number while it
 * draws a large view (the leaderboard opened by its link) paid for it inside that render. ICU keeps
 * what it loaded for the whole renderer process, its workers' threads included: loaded by a worker
 * at start, beside the page's first tasks, the page's own first formatters then take under a
 * millisecond (28 ms before, measured in Chromium). Called once at start.
 */
export function loadLocaleDataInWorker(): void {
  if (typeof Worker !== 'function') return;
  try {
    new Worker(new URL('./locale-data.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    // No module workers here: the page's first formatter loads the data itself.
  }
}
