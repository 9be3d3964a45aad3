import { downloadCsv, toCsv, type CsvColumnSpec } from '../../lib/csv/to-csv';
import { downloadBlob } from '../../lib/download';
import type { JournalEntry } from './journal-entry';

/**
 * The journal as files: CSV (one line per write, the diff as `key: before → after` lines, formulas
 * made inert by the project's CSV writer) and JSON (the entries as kept). Both are built from
 * stored entries, which hold no secret.
 */

const diffText = (entry: JournalEntry) =>
  (entry.diff ?? []).map((l) => `${l.key}: ${l.before ?? '∅'} → ${l.after ?? '∅'}`).join('\n');

const JOURNAL_CSV_COLUMNS: readonly CsvColumnSpec<JournalEntry>[] = [
  { header: 'when', value: (e) => e.at },
  { header: 'action', value: (e) => e.action },
  { header: 'resource', value: (e) => e.resource },
  { header: 'target', value: (e) => e.target.label },
  { header: 'link', value: (e) => e.target.href },
  { header: 'outcome', value: (e) => e.outcome },
  { header: 'status', value: (e) => e.status },
  { header: 'message', value: (e) => e.message },
  { header: 'changes', value: diffText },
  { header: 'job', value: (e) => e.jobId },
  { header: 'operation', value: (e) => e.operation },
  {
    header: 'connection',
    value: (e) => (e.connection.mode === 'sandbox' ? 'sandbox' : e.connection.baseUrl),
  },
];

export function journalCsv(entries: readonly JournalEntry[]): string {
  return toCsv(entries, JOURNAL_CSV_COLUMNS);
}

export function journalJson(entries: readonly JournalEntry[]): string {
  return JSON.stringify(entries, null, 2);
}

export function downloadJournalCsv(entries: readonly JournalEntry[]): void {
  downloadCsv('journal.csv', journalCsv(entries));
}

export function downloadJournalJson(entries: readonly JournalEntry[]): void {
  downloadBlob('journal.json', new Blob([journalJson(entries)], { type: 'application/json' }));
}
