import {
  JOURNAL_RESOURCES,
  type JournalEntry,
  type JournalOutcome,
  type JournalResource,
} from './journal-entry';

/**
 * The journal's filters, kept in the URL (`?resource=badge&outcome=failed&from=2026-01-01&to=…`)
 * so a filtered view can be shared or reloaded. Dates are days in the admin's time zone, both ends
 * included. A value that cannot be read is ignored rather than showing nothing.
 */

export interface JournalFilters {
  resource?: JournalResource;
  outcome?: JournalOutcome;
  /** `YYYY-MM-DD`, local day. */
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(value: string | null): string | undefined {
  if (!value || !DAY.test(value)) return undefined;
  return Number.isNaN(new Date(`${value}T00:00:00`).getTime()) ? undefined : value;
}

export function readJournalFilters(search: URLSearchParams): JournalFilters {
  const resource = search.get('resource');
  const outcome = search.get('outcome');
  const from = day(search.get('from'));
  const to = day(search.get('to'));
  return {
    ...((JOURNAL_RESOURCES as readonly (string | null)[]).includes(resource)
      ? { resource: resource as JournalResource }
      : {}),
    ...(outcome === 'succeeded' || outcome === 'failed' ? { outcome } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

/** The search params with one filter set (or dropped when empty), others kept. */
export function withJournalFilter(
  search: URLSearchParams,
  name: keyof JournalFilters,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

export function hasJournalFilters(filters: JournalFilters): boolean {
  return Object.keys(filters).length > 0;
}

export function filterJournal(entries: readonly JournalEntry[], filters: JournalFilters): JournalEntry[] {
  const start = filters.from ? new Date(`${filters.from}T00:00:00`).getTime() : -Infinity;
  const end = filters.to ? new Date(`${filters.to}T00:00:00`).getTime() + 86_400_000 : Infinity;
  return entries.filter((entry) => {
    if (filters.resource && entry.resource !== filters.resource) return false;
    if (filters.outcome && entry.outcome !== filters.outcome) return false;
    const at = new Date(entry.at).getTime();
    return at >= start && at < end;
  });
}
