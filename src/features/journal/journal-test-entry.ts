import type { JournalEntry } from './journal-entry';

/** A stored entry for tests, with the fields a case does not care about filled in. */
export function journalEntry(overrides: Partial<JournalEntry> = {}): JournalEntry {
  return {
    id: 'e1',
    at: '2026-03-10T12:00:00.000Z',
    method: 'POST',
    operation: 'POST /community/{id}/tag',
    action: 'Create tag',
    resource: 'tag',
    target: { label: 'Night owls', href: '/communities/c1/tags/t1' },
    connection: { mode: 'sandbox', baseUrl: 'http://localhost/sandbox-api/v1' },
    outcome: 'succeeded',
    status: 201,
    ...overrides,
  };
}
