import Papa from 'papaparse';
import { downloadBlob } from '../download';
import { yieldToMain } from '../schedule';

/**
 * Writes rows as CSV for export (results of a job, member lists, leaderboards). Values: text and
 * numbers as they are, lists joined with `;` (as the importer reads them back), objects as JSON,
 * null and undefined as empty cells. Text that could start a formula is written inert (see
 * `neutraliseFormulas`); numbers are left alone, so -5 stays a number.
 */

export type CsvCellValue = string | number | boolean | null | undefined | readonly unknown[] | object;

export interface CsvColumnSpec<T> {
  header: string;
  value: (row: T) => CsvCellValue;
}

function cell(value: CsvCellValue): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value))
    return neutraliseFormulas(value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(';'));
  if (typeof value === 'object') return neutraliseFormulas(JSON.stringify(value));
  return typeof value === 'string' ? neutraliseFormulas(value) : value;
}

/**
 * A line that a spreadsheet could run: `= + - @` or their full-width forms (read as the same
 * operators by spreadsheets in East Asian locales) after any leading whitespace, Unicode spaces and
 * zero-width marks included (importers trim it), or a tab at its start.
 */
const FORMULA_LINE = /^(?:\t|[\s\u200B-\u200D\u2060]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;
const LINE_BREAK = /(\r\n|\n|\r)/;

/**
 * Text with a `'` before every line that could start a formula, and before the whole text when it
 * starts with a carriage return. Each line, not only the first: a spreadsheet reads a formula from
 * a cell's first character, but one that trims a leading break, or a reader that takes a cell's
 * lines apart, meets every line's start ("\n=cmd|/c calc", "a\n=1+1"). The `'` goes before the
 * line's whitespace, so trimming cannot uncover the operator. papaparse's own `escapeFormulae`
 * looks only at the first character, and its default pattern misses a formula followed by a break.
 */
export function neutraliseFormulas(text: string): string {
  if (!text.includes('\n') && !text.includes('\r')) return FORMULA_LINE.test(text) ? `'${text}` : text;
  const parts = text.split(LINE_BREAK); // lines at even places, the breaks between them at odd ones
  const inert = parts.map((part, i) => (i % 2 === 0 && FORMULA_LINE.test(part) ? `'${part}` : part)).join('');
  return inert.startsWith('\r') ? `'${inert}` : inert;
}

/** A neutralised cell is quoted, so a reader keeps its `'` as part of the text. */
const quoteNeutralised = (value: unknown): boolean => typeof value === 'string' && value.startsWith("'");

/** CSV text with a header line; columns in the given order. Line breaks are CRLF (RFC 4180). */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumnSpec<T>[]): string {
  return Papa.unparse(
    {
      fields: columns.map((c) => c.header),
      data: rows.map((row) => columns.map((c) => cell(c.value(row)))),
    },
    { quotes: quoteNeutralised, newline: '\r\n' },
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
      { quotes: quoteNeutralised, newline: '\r\n', header: start === 0 },
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
