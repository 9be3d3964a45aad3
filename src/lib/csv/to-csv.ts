import Papa from 'papaparse';
import { downloadBlob } from '../download';
import { yieldToMain } from '../schedule';

/**
 * Writes rows as CSV for export (results of a job, member lists, leaderboards). Values: text and
 * numbers as they are, lists joined with `;` (as the importer reads them back), objects as JSON,
 * null and undefined as empty cells. Text cells starting with `=`, `+`, `-`, `@`, a tab or a carriage
 * return are prefixed with `'` so a spreadsheet shows them instead of running them as formulas
 * (numbers are left alone).
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

/**
 * The one test every export applies to a text cell. papaparse's own (`escapeFormulae: true`) is
 * `/^[=+\-@\t\r].*$/`, which fails on a cell with a line break after the formula, so "=1+1\nx"
 * would be written as a live formula: only the first character decides here.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** CSV text with a header line; columns in the given order. Line breaks are CRLF (RFC 4180). */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumnSpec<T>[]): string {
  return Papa.unparse(
    {
      fields: columns.map((c) => c.header),
      data: rows.map((row) => columns.map((c) => cell(c.value(row)))),
    },
    { escapeFormulae: FORMULA_START, newline: '\r\n' },
  );
}

/** Rows written per slice by `toCsvParts`: a few milliseconds of work each. */
export const CSV_SLICE_ROWS = 2000;

/**
 * The same CSV as `toCsv`, written a slice of rows at a time with the page free to paint and take
 * input between slices (100,000 rows at once hold the page for hundreds of milliseconds), as parts
 * for `downloadCsv`, which hands them to the file without joining them into one string first.
 * Each part is a Blob made in its slice's task: the text papaparse builds piece by piece is
 * flattened and encoded there, a few milliseconds a slice, instead of all at once when the file's
 * Blob is made (about 120 ms in one task for 100,000 members).
 * Rejects with an AbortError when `signal` aborts between slices.
 */
export async function toCsvParts<T>(
  rows: readonly T[],
  columns: readonly CsvColumnSpec<T>[],
  options: { signal?: AbortSignal; sliceRows?: number } = {},
): Promise<Blob[]> {
  const size = options.sliceRows ?? CSV_SLICE_ROWS;
  const fields = columns.map((c) => c.header);
  const parts: Blob[] = [];
  for (let start = 0; start === 0 || start < rows.length; start += size) {
    const data = rows.slice(start, start + size).map((row) => columns.map((c) => cell(c.value(row))));
    const text = Papa.unparse(
      { fields, data },
      { escapeFormulae: FORMULA_START, newline: '\r\n', header: start === 0 },
    );
    parts.push(new Blob([start === 0 ? text : `\r\n${text}`]));
    if (start + size < rows.length) {
      await yieldToMain();
      if (options.signal?.aborted) throw new DOMException('The CSV was not finished', 'AbortError');
    }
  }
  return parts;
}

/**
 * Offers `csv` (text, or the parts of `toCsvParts`) as a file download. A byte-order mark is added
 * so spreadsheet programs read the file as UTF-8 (ENS names and tags may hold any character).
 */
export function downloadCsv(filename: string, csv: string | readonly (string | Blob)[]): void {
  const parts = typeof csv === 'string' ? [csv] : csv;
  downloadBlob(
    filename.endsWith('.csv') ? filename : `${filename}.csv`,
    new Blob(['\ufeff', ...parts], { type: 'text/csv;charset=utf-8' }),
  );
}
