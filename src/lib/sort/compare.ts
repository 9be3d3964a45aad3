/**
 * The order of a list by one column, as an index permutation: the rows themselves never move, so
 * the same column sorts 100,000 records off the page's thread and the page maps indices back to
 * its rows. Ties keep their order in the list (stable), and empty values come last whichever the
 * direction, so flipping a column never brings the blanks to the top.
 */

/**
 * How a column's values compare: `text` by the user's locale (names, roles), `id` as written, code
 * unit by code unit (wallets, ids: `0xAb` and `0xab` are not merged), `number` and `date` as such.
 */
export type SortKind = 'text' | 'id' | 'number' | 'date';
export type SortDirection = 'asc' | 'desc';
/** A cell as the column reads it: missing, blank or unreadable values count as empty. */
export type SortValue = string | number | null | undefined;

let collator: Intl.Collator | undefined;
/** Made on the first text sort: a page that only serves sorted rows never builds one. */
const byLocale = (a: string, b: string) =>
  (collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })).compare(a, b);

function numberOf(kind: 'number' | 'date', value: SortValue): number {
  if (value === null || value === undefined) return NaN;
  if (typeof value === 'number') return value;
  if (value.trim() === '') return NaN;
  return kind === 'date' ? Date.parse(value) : Number(value);
}

function textOf(value: SortValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  const text = String(value);
  return text.trim() === '' ? undefined : text;
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The indices of `values` in sorted order: stable, empty values last. */
export function sortOrder(
  kind: SortKind,
  values: readonly SortValue[],
  direction: SortDirection,
): Uint32Array {
  const sign = direction === 'asc' ? 1 : -1;
  const filled: number[] = [];
  const empty: number[] = [];
  let compare: (a: number, b: number) => number;
  if (kind === 'number' || kind === 'date') {
    const keys = new Float64Array(values.length);
    values.forEach((value, i) => {
      const key = numberOf(kind, value);
      if (Number.isNaN(key)) empty.push(i);
      else {
        keys[i] = key;
        filled.push(i);
      }
    });
    compare = (a, b) => {
      const x = keys[a] ?? 0;
      const y = keys[b] ?? 0;
      return x < y ? -1 : x > y ? 1 : 0;
    };
  } else {
    const keys: string[] = new Array<string>(values.length);
    values.forEach((value, i) => {
      const key = textOf(value);
      if (key === undefined) empty.push(i);
      else {
        keys[i] = key;
        filled.push(i);
      }
    });
    const by = kind === 'text' ? byLocale : byCodeUnits;
    compare = (a, b) => by(keys[a] ?? '', keys[b] ?? '');
  }
  // The index breaks ties, so the order is stable in both directions whatever the engine's sort.
  filled.sort((a, b) => sign * compare(a, b) || a - b);
  const order = new Uint32Array(values.length);
  order.set(filled);
  order.set(empty, filled.length);
  return order;
}

/** The rows in the order `order` gives (a permutation from `sortOrder`). */
export function inOrder<T>(rows: readonly T[], order: Uint32Array, start = 0, end = order.length): T[] {
  const out: T[] = [];
  for (let i = start; i < Math.min(end, order.length); i++) {
    const row = rows[order[i] ?? -1];
    if (row !== undefined) out.push(row);
  }
  return out;
}
