/**
 * Which column holds the wallets, and how the other columns' text becomes values. Kept apart from
 * the parser so each rule is tested on its own.
 */

/** A value read from an extra column: text, a number or a boolean (whole column), or a list. */
export type CsvValue = string | number | boolean | string[];

export type CsvColumnType = 'string' | 'number' | 'boolean' | 'list';

export interface CsvColumn {
  /** The header as written in the file (trimmed); also the key in each row's `fields`. */
  name: string;
  /** 0-based position in the file. */
  index: number;
  type: CsvColumnType;
}

/** Header names that mark the wallet column, compared without case, spaces, `_` or `-`. */
const WALLET_HEADERS = new Set(['wallet', 'address', 'walletaddress', 'wallets', 'addresses']);

function squash(name: string): string {
  return name.toLowerCase().replace(/[\s_-]/g, '');
}

/** The index of the wallet column when `cells` is a header row, else -1 (the row is data). */
export function walletHeaderIndex(cells: readonly string[]): number {
  return cells.findIndex((cell) => WALLET_HEADERS.has(squash(cell)));
}

/**
 * Splits a list cell such as `vip; early|team` on `;` or `|`: trimmed, empty parts dropped, repeats
 * kept once in their first position.
 */
export function splitList(cell: string): string[] {
  const parts = cell
    .split(/[;|]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return [...new Set(parts)];
}

/**
 * A plain decimal that survives the round trip to a JavaScript number: no exponent, no leading
 * zeros (`007` is an identifier, not seven) and at most 15 significant digits (a token id such as
 * 123456789012345678901 would silently lose its last digits).
 */
const PLAIN_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?$/;
const MAX_DIGITS = 15;

export function isPlainNumber(text: string): boolean {
  if (!PLAIN_NUMBER.test(text)) return false;
  return text.replace(/^-/, '').replace('.', '').replace(/^0+/, '').length <= MAX_DIGITS;
}

const BOOLEAN = /^(true|false)$/i;

/**
 * A column's type from every non-empty value in it: numbers when all are plain numbers, booleans
 * when all are `true`/`false`, else text. Decided per column, not per cell, so one metadata key has
 * one type on every award (a leaderboard sorting by `score` never compares `"9"` with `10`), and a
 * single word in a score column turns the whole column into text rather than mixing types.
 */
export function inferColumnType(values: Iterable<string>): Exclude<CsvColumnType, 'list'> {
  let numbers = true;
  let booleans = true;
  let any = false;
  for (const value of values) {
    if (value === '') continue;
    any = true;
    numbers &&= isPlainNumber(value);
    booleans &&= BOOLEAN.test(value);
    if (!numbers && !booleans) return 'string';
  }
  if (!any) return 'string';
  return numbers ? 'number' : booleans ? 'boolean' : 'string';
}

/** The value of one trimmed, non-empty cell in a column of the given type. */
export function toCsvValue(text: string, type: CsvColumnType): CsvValue {
  switch (type) {
    case 'number':
      return Number(text);
    case 'boolean':
      return text.toLowerCase() === 'true';
    case 'list':
      return splitList(text);
    case 'string':
      return text;
  }
}
