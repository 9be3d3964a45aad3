import Papa from 'papaparse';

/**
 * Writes rows as CSV for export (results of a job, member lists, leaderboards). Values: text and
 * numbers as they are, lists joined with `;` (as the importer reads them back), objects as JSON,
 * null and undefined as empty cells. Cells starting with `=`, `+`, `-` or `@` are prefixed with `'`
 * so a spreadsheet shows them instead of running them as formulas (numbers are left alone).
 */

export type CsvCellValue = string | number | boolean | null | undefined | readonly unknown[] | object;

export interface CsvColumnSpec<T> {
  header: string;
  value: (row: T) => CsvCellValue;
}

function cell(value: CsvCellValue): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value))
    return value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(';');
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

/** CSV text with a header line; columns in the given order. Line breaks are CRLF (RFC 4180). */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumnSpec<T>[]): string {
  return Papa.unparse(
    {
      fields: columns.map((c) => c.header),
      data: rows.map((row) => columns.map((c) => cell(c.value(row)))),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

/**
 * Offers `csv` as a file download. A byte-order mark is added so spreadsheet programs read the
 * file as UTF-8 (ENS names and tags may hold any character).
 */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename.endsWith('.csv') ? filename : `${filename}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
