import { partialMatchKey, type QueryFilters, type QueryKey } from '@tanstack/react-query';

/**
 * A filter for every query whose key extends one of `keys` (the partial match `invalidateQueries`
 * makes for a single key). A resource's reads use several generated operations, each with its own
 * key, so "every read of this resource" is the union of their keys, not one prefix.
 */
export function anyOf(...keys: readonly QueryKey[]): QueryFilters {
  return { predicate: (query) => keys.some((key) => partialMatchKey(query.queryKey, key)) };
}

/** The first item of any cached list (a page or a plain array) under `key` that `found` accepts. */
export function findInLists<T>(
  entries: readonly (readonly [QueryKey, { results: T[] } | T[] | undefined])[],
  found: (item: T) => boolean,
): T | undefined {
  for (const [, data] of entries) {
    const items = Array.isArray(data) ? data : data?.results;
    const hit = items?.find(found);
    if (hit) return hit;
  }
  return undefined;
}

/**
 * A generated key reduced to its operation and community (`path.id`), so it matches that
 * operation's reads for every record of the community (every tag's members, every member's badges).
 */
export function inCommunity<K extends { path: { id: string } }>(key: readonly [K]) {
  const [{ path, ...rest }] = key;
  return [{ ...rest, path: { id: path.id } }] as const;
}
