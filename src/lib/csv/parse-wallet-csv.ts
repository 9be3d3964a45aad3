import Papa from 'papaparse';
import { inferColumnType, toCsvValue, walletHeaderIndex, type CsvColumn, type CsvValue } from './csv-columns';
import type { WalletProblem } from './wallet-problems';

/**
 * Reads a pasted or dropped list of wallets, with optional extra columns, into rows that carry the
 * line number the user sees in an editor (1-based, the header line counted, blank lines and line
 * breaks inside quoted fields counted too), so a report can say "line 812".
 *
 * The wallet column is the one headed `wallet` or `address` (any case; `Wallet address`,
 * `wallet_address` too). Without such a header the first line is data and only the first column is
 * read: extra columns without names cannot be told apart (a tags column needs its header).
 * The delimiter is detected (comma, tab, semicolon, pipe), a byte-order mark is dropped, CRLF and LF
 * are both fine, and blank lines are skipped. Nothing is checked here: see validate-wallets.ts.
 */

export interface WalletCsvRow {
  line: number;
  /** The wallet cell, trimmed, as written. */
  wallet: string;
  /** The extra columns' non-empty values, keyed by header name. */
  fields: Record<string, CsvValue>;
}

export interface ParsedWalletCsv {
  rows: WalletCsvRow[];
  /** The header cells, or null when the first line is data. */
  header: string[] | null;
  /** The wallet column: its position and its header (null without a header). */
  walletColumn: { index: number; name: string | null };
  /** Extra columns read into `fields`, with their types. */
  columns: CsvColumn[];
  /** Headers not read: empty, or repeating an earlier header. */
  ignoredColumns: string[];
  /** Lines that could not be read (an unterminated quote); they are not in `rows`. */
  problems: WalletProblem[];
  blankLines: number;
  /** Without a header: how many lines had cells after the first (not read). */
  linesWithIgnoredCells: number;
}

export interface ParseWalletCsvOptions {
  /** Columns read as lists split on `;` or `|` (header compared without case). Default `['tags']`. */
  listColumns?: readonly string[];
  /** Called every few thousand lines with the share of the text read, 0 to 1. */
  onProgress?: (share: number) => void;
}

interface RawRow {
  line: number;
  cells: string[];
}

const PROGRESS_EVERY = 5000;

function countBreaks(text: string, from: number, to: number, breakChar: string): number {
  let count = 0;
  for (let i = text.indexOf(breakChar, from); i !== -1 && i < to; i = text.indexOf(breakChar, i + 1)) {
    count += 1;
  }
  return count;
}

function readColumns(
  header: readonly string[],
  walletIndex: number,
  rows: readonly RawRow[],
  listColumns: ReadonlySet<string>,
): { columns: CsvColumn[]; ignored: string[] } {
  const columns: CsvColumn[] = [];
  const ignored: string[] = [];
  const seen = new Set<string>();
  header.forEach((name, index) => {
    if (index === walletIndex) return;
    if (name === '' || seen.has(name)) {
      ignored.push(name === '' ? `(column ${index + 1})` : name);
      return;
    }
    seen.add(name);
    const type = listColumns.has(name.toLowerCase())
      ? 'list'
      : inferColumnType(rows.map((row) => row.cells[index] ?? ''));
    columns.push({ name, index, type });
  });
  return { columns, ignored };
}

function toRow(raw: RawRow, walletIndex: number, columns: readonly CsvColumn[]): WalletCsvRow {
  const fields: Record<string, CsvValue> = {};
  for (const column of columns) {
    const text = raw.cells[column.index] ?? '';
    if (text !== '') fields[column.name] = toCsvValue(text, column.type);
  }
  return { line: raw.line, wallet: raw.cells[walletIndex] ?? '', fields };
}

/** The text of one row as papaparse took it, without the line breaks that end it. */
function rowText(text: string, from: number, to: number): string {
  return text.slice(from, to).replace(/[\r\n]+$/, '');
}

/**
 * A line papaparse could not read. An unterminated quote is the common case, and it takes every
 * line after it into one cell up to the end of the file: the problem says where the quote opened
 * and how many lines it took (`swallowed`), so "1 unreadable" never hides a hundred lost lines.
 */
function unreadable(line: number, cell: string, error: Papa.ParseError, row: string): WalletProblem {
  // The cell runs over the swallowed lines: only its first line is the wallet as written.
  const wallet = cell.split(/\r\n|\r|\n/, 1)[0]?.trim() ?? '';
  if (error.code !== 'MissingQuotes') {
    const message = `This line could not be read (${error.message.toLowerCase()}); check its quotes.`;
    return { line, wallet, reason: 'malformed', message };
  }
  const swallowed = (row.match(/\r\n|\r|\n/g) ?? []).length;
  const message =
    swallowed === 0
      ? `This line could not be read (a quote opened on it is never closed); check its quotes.`
      : `A quote opened on line ${line} is never closed: it took the ${swallowed} ${swallowed === 1 ? 'line' : 'lines'} after it (${swallowed === 1 ? `line ${line + 1}` : `lines ${line + 1}–${line + swallowed}`}) into one cell, so none of them was read. Close the quote or remove it.`;
  return { line, wallet, reason: 'malformed', message, ...(swallowed > 0 ? { swallowed } : {}) };
}

export function parseWalletCsv(input: string, options: ParseWalletCsvOptions = {}): ParsedWalletCsv {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const listColumns = new Set((options.listColumns ?? ['tags']).map((name) => name.toLowerCase()));
  const raw: RawRow[] = [];
  const problems: WalletProblem[] = [];
  let header: string[] | null | undefined;
  let walletIndex = 0;
  let blankLines = 0;
  let linesWithIgnoredCells = 0;
  let line = 1;
  let cursor = 0;
  let seenRows = 0;

  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    step: (result) => {
      const start = line;
      const rowStart = cursor;
      const end = result.meta.cursor;
      line += countBreaks(text, cursor, end, result.meta.linebreak === '\r' ? '\r' : '\n');
      cursor = end;
      seenRows += 1;
      if (seenRows % PROGRESS_EVERY === 0) options.onProgress?.(cursor / Math.max(1, text.length));

      const cells = result.data.map((cell) => cell.trim());
      if (cells.every((cell) => cell === '')) {
        blankLines += 1;
        return;
      }
      const error = result.errors.find((e) => e.code !== 'UndetectableDelimiter');
      if (header === undefined && !error) {
        const index = walletHeaderIndex(cells);
        header = index >= 0 ? cells : null;
        walletIndex = Math.max(0, index);
        if (header) return;
      }
      if (error) {
        problems.push(unreadable(start, cells[walletIndex] ?? '', error, rowText(text, rowStart, end)));
        return;
      }
      if (!header && cells.slice(1).some((cell) => cell !== '')) linesWithIgnoredCells += 1;
      raw.push({ line: start, cells });
    },
  });
  options.onProgress?.(1);

  const { columns, ignored } = header
    ? readColumns(header, walletIndex, raw, listColumns)
    : { columns: [], ignored: [] };
  return {
    rows: raw.map((row) => toRow(row, walletIndex, columns)),
    header: header ?? null,
    walletColumn: { index: walletIndex, name: header?.[walletIndex] ?? null },
    columns,
    ignoredColumns: ignored,
    problems,
    blankLines,
    linesWithIgnoredCells,
  };
}
