import { formatDateTime, formatNumber } from '../../lib/format';
import type { Bucket } from './insights';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A wait in the two largest units that matter: "45 s", "12 min", "5 h 12 min", "3 d 4 h"; '—' for none. */
export function formatWait(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms)) return '—';
  const abs = Math.max(0, Math.round(ms / 1000) * 1000);
  if (abs < MINUTE) return `${String(abs / 1000)} s`;
  if (abs < HOUR) return `${String(Math.round(abs / MINUTE))} min`;
  if (abs < DAY) {
    const minutes = Math.round(abs / MINUTE);
    return `${String(Math.floor(minutes / 60))} h ${String(minutes % 60)} min`;
  }
  const hours = Math.round(abs / HOUR);
  return `${String(Math.floor(hours / 24))} d ${String(hours % 24)} h`;
}

/** A share as a percentage with one decimal: "72.5%"; '—' for none. */
export function formatShare(share: number | null): string {
  if (share === null || !Number.isFinite(share)) return '—';
  return `${formatNumber(share * 100, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
}

/** Periods are UTC (see insights.ts), so their names are too. */
const utcDay = (ms: number) => formatDateTime(ms, { dateStyle: 'medium', timeZone: 'UTC' });
const utcShort = (ms: number) => formatDateTime(ms, { day: 'numeric', month: 'short', timeZone: 'UTC' });

export function weekLabel(start: number) {
  return `Week of ${utcDay(start)}`;
}

export function chartColumns(buckets: readonly Bucket[], label: (start: number) => string) {
  return buckets.map((b) => ({
    key: b.start,
    label: label(b.start),
    short: utcShort(b.start),
    values: [b.count],
  }));
}

export { utcDay };
