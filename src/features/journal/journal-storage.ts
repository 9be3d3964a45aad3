import {
  browserDatabase,
  createAsyncConnectionScopedStore,
  type AsyncConnectionScopedStore,
  type BrowserDatabase,
} from '../../lib/connection-scoped-store-indexeddb';
import { parseEntries, type JournalEntry } from './journal-entry';

/**
 * The journal, kept in this browser's IndexedDB through the connection-scoped store: one list per
 * connection (its base URL), newest first. Capped: past the cap the oldest entries go, so a year of
 * imports cannot fill the browser's storage.
 */

export const JOURNAL_CAP = 2000;

export const journalKey = (baseUrl: string) => `journal|${baseUrl}`;

export type JournalStore = AsyncConnectionScopedStore<JournalEntry[], []>;

export function createJournalStore(database: BrowserDatabase): JournalStore {
  return createAsyncConnectionScopedStore<JournalEntry[], []>({
    database,
    key: journalKey,
    parse: parseEntries,
    empty: [],
  });
}

/** The list with `entry` added, newest first, cut to `cap`. */
export function withEntry(
  entries: readonly JournalEntry[],
  entry: JournalEntry,
  cap = JOURNAL_CAP,
): JournalEntry[] {
  const all = [entry, ...entries.filter((e) => e.id !== entry.id)].sort((a, b) => b.at.localeCompare(a.at));
  return all.slice(0, cap);
}

let sharedDatabase: BrowserDatabase | undefined;
let shared: JournalStore | undefined;

/** Where the browser's journal is kept (tests read its records as stored). */
export function journalDatabase(): BrowserDatabase {
  sharedDatabase ??= browserDatabase('badge-console-journal', 'entries');
  return sharedDatabase;
}

/** The browser's journal (one store for the recorder and the page, so both hear its changes). */
export function journalStore(): JournalStore {
  shared ??= createJournalStore(journalDatabase());
  return shared;
}
