import { describe, expect, it } from 'vitest';
import { filterJournal, readJournalFilters, withJournalFilter } from './journal-filters';
import { journalEntry } from './journal-test-entry';

const entries = [
  journalEntry({ id: 'tag-ok', resource: 'tag', at: '2026-03-10T12:00:00' }),
  journalEntry({ id: 'badge-failed', resource: 'badge', outcome: 'failed', at: '2026-03-12T09:00:00' }),
  journalEntry({ id: 'badge-ok', resource: 'badge', at: '2026-03-14T23:59:00' }),
];
const ids = (search: string) =>
  filterJournal(entries, readJournalFilters(new URLSearchParams(search))).map((e) => e.id);

describe('journal filters', () => {
  it('filter by resource, outcome and both', () => {
    expect(ids('resource=badge')).toEqual(['badge-failed', 'badge-ok']);
    expect(ids('outcome=failed')).toEqual(['badge-failed']);
    expect(ids('resource=tag&outcome=failed')).toEqual([]);
  });

  it('filter by local days, both ends included', () => {
    expect(ids('from=2026-03-12')).toEqual(['badge-failed', 'badge-ok']);
    expect(ids('to=2026-03-12')).toEqual(['tag-ok', 'badge-failed']);
    expect(ids('from=2026-03-11&to=2026-03-13')).toEqual(['badge-failed']);
    expect(ids('from=2026-03-14&to=2026-03-14')).toEqual(['badge-ok']);
  });

  it('ignore values they cannot read instead of showing nothing', () => {
    expect(
      readJournalFilters(new URLSearchParams('resource=ship&outcome=maybe&from=12/03/2026&to=2026-13-45')),
    ).toEqual({});
    expect(ids('resource=ship')).toHaveLength(3);
  });

  it('set one filter in the URL, dropping it when emptied and keeping the others', () => {
    const search = new URLSearchParams('resource=badge&outcome=failed');
    expect(withJournalFilter(search, 'from', '2026-03-01').toString()).toBe(
      'resource=badge&outcome=failed&from=2026-03-01',
    );
    expect(withJournalFilter(search, 'outcome', '').toString()).toBe('resource=badge');
  });
});
