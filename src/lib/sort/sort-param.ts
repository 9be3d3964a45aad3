import type { UrlField } from '../url-state';
import type { SortDirection } from './compare';

/**
 * A list's sort in its URL: one param, the column's key, with a leading `-` for descending
 * (`sort=-joined` is newest first). No param is the service's own order, so the default is left out
 * of the URL; a key the list does not sort by, or any other malformed value, reads as no sort. A
 * plain field (no zod), so a first route's list can declare it without loading zod.
 */

export interface SortState<K extends string = string> {
  key: K;
  direction: SortDirection;
}

type SortField<K extends string> = UrlField<SortState<K> | undefined> & {
  readonly plainOutput?: SortState<K> | undefined;
};

/** The param's text for a sort (`-joined`), or undefined for the service's order. */
export function sortText(sort: SortState | undefined): string | undefined {
  if (!sort) return undefined;
  return sort.direction === 'desc' ? `-${sort.key}` : sort.key;
}

/** The `sort` field of a list's URL schema, accepting only `keys`. */
export function sortParam<const K extends string>(keys: readonly K[]): SortField<K> {
  const read = (raw: unknown): SortState<K> | undefined => {
    if (typeof raw !== 'string') return undefined;
    const descending = raw.startsWith('-');
    const key = descending ? raw.slice(1) : raw;
    return (keys as readonly string[]).includes(key)
      ? { key: key as K, direction: descending ? 'desc' : 'asc' }
      : undefined;
  };
  return {
    safeParse: (raw) => ({ success: true, data: read(raw) }),
    safeEncode: (value) => {
      const text = sortText(value);
      return text !== undefined && read(text) ? { success: true, data: text } : { success: false };
    },
  };
}

/**
 * The sort after a click on a column's header: a column not sorted yet takes its first direction
 * (dates newest first, as admins read them), a second click the other one, a third the service's
 * order again.
 */
export function nextSort<K extends string>(
  current: SortState<K> | undefined,
  key: K,
  firstDirection: SortDirection = 'asc',
): SortState<K> | undefined {
  if (current?.key !== key) return { key, direction: firstDirection };
  if (current.direction === firstDirection)
    return { key, direction: firstDirection === 'asc' ? 'desc' : 'asc' };
  return undefined;
}
