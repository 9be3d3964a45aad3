import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EMPTY_VALUE,
  formatDateTime,
  formatNumber,
  formatRelative,
  formatUtc,
  getInitials,
  humanize,
  shortenAddress,
  toDate,
} from './format';

const ADDRESS = '0x12ab34cd56ef7890aabbccddeeff0011223389cd';

describe('toDate', () => {
  it('accepts ISO strings, epoch ms and Dates', () => {
    expect(toDate('2026-11-21T14:03:00Z')?.toISOString()).toBe('2026-11-21T14:03:00.000Z');
    expect(toDate(0)?.toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(toDate(new Date('2026-01-01T00:00:00Z'))?.getUTCFullYear()).toBe(2026);
  });

  it('returns null for missing and invalid values', () => {
    expect(toDate(null)).toBeNull();
    expect(toDate(undefined)).toBeNull();
    expect(toDate('')).toBeNull();
    expect(toDate('not a date')).toBeNull();
    expect(toDate(new Date('nope'))).toBeNull();
  });
});

describe('shortenAddress', () => {
  it('keeps the 0x prefix and 4 characters on each side by default', () => {
    expect(shortenAddress(ADDRESS)).toBe('0x12ab…89cd');
  });

  it('honours chars', () => {
    expect(shortenAddress(ADDRESS, 6)).toBe('0x12ab34…3389cd');
  });

  it('leaves short values alone and handles missing ones', () => {
    expect(shortenAddress('0x12ab89cd')).toBe('0x12ab89cd');
    expect(shortenAddress('0x12ab089cd')).toBe('0x12ab089cd');
    expect(shortenAddress('')).toBe(EMPTY_VALUE);
    expect(shortenAddress(null)).toBe(EMPTY_VALUE);
    expect(shortenAddress(undefined)).toBe(EMPTY_VALUE);
  });

  it('works without a 0x prefix', () => {
    expect(shortenAddress('abcdefghijklmnop')).toBe('abcd…mnop');
  });
});

describe('formatDateTime', () => {
  const iso = '2026-11-21T14:03:00Z';

  it('formats in the given locale and zone', () => {
    const out = formatDateTime(iso, { locale: 'en-US', timeZone: 'UTC' });
    expect(out).toMatch(/Nov 21, 2026/);
    expect(out).toMatch(/2:03\sPM/);
  });

  it('converts to the requested time zone', () => {
    expect(
      formatDateTime(iso, {
        locale: 'en-GB',
        timeZone: 'Asia/Tokyo',
        dateStyle: 'short',
        timeStyle: 'short',
      }),
    ).toBe('21/11/2026, 23:03');
  });

  it('uses custom format fields instead of the default', () => {
    expect(formatDateTime(iso, { locale: 'en-US', timeZone: 'UTC', year: 'numeric' })).toBe('2026');
  });

  it('returns — for null, undefined and invalid dates', () => {
    expect(formatDateTime(null)).toBe(EMPTY_VALUE);
    expect(formatDateTime(undefined)).toBe(EMPTY_VALUE);
    expect(formatDateTime('2026-13-45')).toBe(EMPTY_VALUE);
    expect(formatDateTime('garbage')).toBe(EMPTY_VALUE);
  });

  it('returns — for an unknown time zone instead of throwing', () => {
    expect(formatDateTime(iso, { timeZone: 'Mars/Olympus' })).toBe(EMPTY_VALUE);
  });
});

describe('formatUtc', () => {
  it('formats as YYYY-MM-DD HH:mm UTC regardless of the input offset', () => {
    expect(formatUtc('2026-11-21T14:03:59Z')).toBe('2026-11-21 14:03 UTC');
    expect(formatUtc('2026-01-02T01:05:00+02:00')).toBe('2026-01-01 23:05 UTC');
    expect(formatUtc(Date.UTC(2026, 0, 5, 7, 9))).toBe('2026-01-05 07:09 UTC');
  });

  it('returns — for missing and invalid values', () => {
    expect(formatUtc(null)).toBe(EMPTY_VALUE);
    expect(formatUtc('nope')).toBe(EMPTY_VALUE);
  });
});

describe('formatRelative', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  const at = (deltaSeconds: number) => new Date(now + deltaSeconds * 1000).toISOString();
  const narrow = new Intl.RelativeTimeFormat('en', { style: 'narrow', numeric: 'always' });

  it('says "just now" within 45 seconds either way', () => {
    expect(formatRelative(at(0), now)).toBe('just now');
    expect(formatRelative(at(-44), now)).toBe('just now');
    expect(formatRelative(at(30), now)).toBe('just now');
  });

  it('reads a recorded time a few minutes ahead (clock skew) as "just now", but not a deadline', () => {
    expect(formatRelative(at(60), now, { locale: 'en' })).toBe('just now');
    expect(formatRelative(at(5 * 60), now, { locale: 'en' })).toBe('just now');
    expect(formatRelative(at(6 * 60), now, { locale: 'en' })).toBe(narrow.format(6, 'minute'));
    expect(formatRelative(at(3 * 60), now, { locale: 'en', deadline: true })).toBe(
      narrow.format(3, 'minute'),
    );
    expect(formatRelative(at(-3 * 60), now, { locale: 'en' })).toBe(narrow.format(-3, 'minute'));
  });

  it('picks the largest whole unit, past and future', () => {
    expect(formatRelative(at(-50), now, { locale: 'en' })).toBe(narrow.format(-1, 'minute'));
    expect(formatRelative(at(-3 * 3600), now, { locale: 'en' })).toBe(narrow.format(-3, 'hour'));
    expect(formatRelative(at(-2 * 3600 - 50 * 60), now, { locale: 'en' })).toBe(narrow.format(-3, 'hour'));
    expect(formatRelative(at(-3 * 3600 - 20 * 60), now, { locale: 'en' })).toBe(narrow.format(-3, 'hour'));
    expect(formatRelative(at(2 * 86400), now, { locale: 'en' })).toBe(narrow.format(2, 'day'));
    expect(formatRelative(at(-8 * 86400), now, { locale: 'en' })).toBe(narrow.format(-1, 'week'));
    expect(formatRelative(at(-40 * 86400), now, { locale: 'en' })).toBe(narrow.format(-1, 'month'));
    expect(formatRelative(at(-800 * 86400), now, { locale: 'en' })).toBe(narrow.format(-2, 'year'));
  });

  it('moves to the next unit instead of showing 60 minutes or 24 hours', () => {
    expect(formatRelative(at(-(59 * 60 + 40)), now, { locale: 'en' })).toBe(narrow.format(-1, 'hour'));
    expect(formatRelative(at(-(23 * 3600 + 40 * 60)), now, { locale: 'en' })).toBe(narrow.format(-1, 'day'));
    expect(formatRelative(at(6.6 * 86400), now, { locale: 'en' })).toBe(narrow.format(1, 'week'));
    expect(formatRelative(at(-90), now, { locale: 'en' })).toBe(narrow.format(-2, 'minute'));
  });

  it('reads naturally in English', () => {
    expect(formatRelative(at(-3 * 3600), now, { locale: 'en' })).toMatch(/^3\s?h.* ago$/);
    expect(formatRelative(at(2 * 86400), now, { locale: 'en' })).toMatch(/^in 2\s?d/);
  });

  it('supports the short style', () => {
    expect(formatRelative(at(-3 * 3600), now, { locale: 'en', style: 'short' })).toBe(
      new Intl.RelativeTimeFormat('en', { style: 'short' }).format(-3, 'hour'),
    );
  });

  it('returns — for missing and invalid values', () => {
    expect(formatRelative(null, now)).toBe(EMPTY_VALUE);
    expect(formatRelative('nope', now)).toBe(EMPTY_VALUE);
    expect(formatRelative(at(0), Number.NaN)).toBe(EMPTY_VALUE);
  });
});

describe('formatNumber', () => {
  it('groups digits in the locale', () => {
    expect(formatNumber(1234567.5, { locale: 'en-US' })).toBe('1,234,567.5');
    expect(formatNumber(1234567, { locale: 'de-DE' })).toBe('1.234.567');
    expect(formatNumber(0, { locale: 'en-US' })).toBe('0');
    expect(formatNumber(12345678901234567890n, { locale: 'en-US' })).toBe('12,345,678,901,234,567,890');
  });

  it('passes Intl options through', () => {
    expect(formatNumber(0.256, { locale: 'en-US', style: 'percent' })).toBe('26%');
  });

  it('returns — for missing and non-finite values', () => {
    expect(formatNumber(null)).toBe(EMPTY_VALUE);
    expect(formatNumber(undefined)).toBe(EMPTY_VALUE);
    expect(formatNumber(Number.NaN)).toBe(EMPTY_VALUE);
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe(EMPTY_VALUE);
  });
});

describe('getInitials', () => {
  it('takes the first and last word', () => {
    expect(getInitials('Ada Lovelace')).toBe('AL');
    expect(getInitials('ada king lovelace')).toBe('AL');
    expect(getInitials('vitalik.eth')).toBe('V');
    expect(getInitials('0x12ab34cd')).toBe('12');
    expect(getInitials('  ')).toBe('?');
    expect(getInitials(undefined)).toBe('?');
  });
});

describe('humanize', () => {
  it('turns identifiers into words', () => {
    expect(humanize('under_review')).toBe('Under review');
    expect(humanize('LIVE')).toBe('Live');
    expect(humanize('')).toBe('');
  });
});

describe('loadLocaleDataInWorker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts one module worker, the one that loads the locale data', async () => {
    const WorkerStub = vi.fn<(url: URL, options: WorkerOptions) => void>();
    vi.stubGlobal('Worker', WorkerStub);
    const { loadLocaleDataInWorker } = await import('./format');
    loadLocaleDataInWorker();
    expect(WorkerStub).toHaveBeenCalledTimes(1);
    const [url, options] = WorkerStub.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/locale-data\.worker\.ts$/);
    expect(options).toEqual({ type: 'module' });
  });

  it('leaves the data to the first formatter where workers cannot start', async () => {
    const { loadLocaleDataInWorker } = await import('./format');
    vi.stubGlobal('Worker', undefined);
    expect(() => loadLocaleDataInWorker()).not.toThrow();
    vi.stubGlobal(
      'Worker',
      vi.fn(function refuse() {
        throw new Error('module workers are not supported');
      }),
    );
    expect(() => loadLocaleDataInWorker()).not.toThrow();
  });
});

describe('loadLocaleData', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds the likely subtags and a number, a date and a relative-time formatter, which the pages reuse', async () => {
    vi.resetModules();
    const fresh = await import('./format');
    vi.stubGlobal('navigator', { language: 'de-CH' });
    const built = { locale: 0, number: 0, date: 0, relative: 0 };
    const { Locale, NumberFormat, DateTimeFormat, RelativeTimeFormat } = Intl;
    // Intl's members are not enumerable: the stub inherits those it does not replace.
    vi.stubGlobal(
      'Intl',
      Object.assign(Object.create(Intl) as typeof Intl, {
        Locale: class extends Locale {
          override maximize() {
            built.locale += 1;
            return super.maximize();
          }
        },
        NumberFormat: class extends NumberFormat {
          constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
            super(...args);
            built.number += 1;
          }
        },
        DateTimeFormat: class extends DateTimeFormat {
          constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
            super(...args);
            built.date += 1;
          }
        },
        RelativeTimeFormat: class extends RelativeTimeFormat {
          constructor(...args: ConstructorParameters<typeof Intl.RelativeTimeFormat>) {
            super(...args);
            built.relative += 1;
          }
        },
      }),
    );
    fresh.loadLocaleData();
    expect(built).toEqual({ locale: 1, number: 1, date: 1, relative: 1 });
    // In a page, its own formats then reuse the same formatters.
    fresh.formatNumber(1234);
    fresh.formatDateTime(0);
    fresh.formatRelative(0, 3 * 60 * 60 * 1000);
    expect(built).toEqual({ locale: 1, number: 1, date: 1, relative: 1 });
  });
});
