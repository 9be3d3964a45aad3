import * as z from 'zod';
import { urlParam } from '../../lib/url-params';
import { parseUrlField, parseUrlState, urlSchema, withUrlState } from '../../lib/url-state';
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

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(new Date(`${value}T00:00:00`).getTime()))
  .optional()
  .catch(undefined);

export const journalSearch = urlSchema({
  resource: urlParam.optionalOneOf(JOURNAL_RESOURCES),
  outcome: urlParam.optionalOneOf(['succeeded', 'failed'] satisfies JournalOutcome[]),
  from: day,
  to: day,
});

export function readJournalFilters(search: URLSearchParams): JournalFilters {
  return parseUrlState(journalSearch, search);
}

/** The search params with one filter set from a raw value (or dropped when empty or unreadable), others kept. */
export function withJournalFilter(
  search: URLSearchParams,
  name: keyof JournalFilters,
  value: string,
): URLSearchParams {
  const filters = {
    ...parseUrlState(journalSearch, search),
    [name]: parseUrlField(journalSearch, name, value),
  };
  return withUrlState(journalSearch, search, filters);
}

export function hasJournalFilters(filters: JournalFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined);
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
