import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Tag } from '../../api/types';
import { useDropFilters } from './dropped-filters';

/**
 * Filters naming tags the community no longer has (a view saved before a tag was deleted) are
 * taken out of the URL, and the page says so (DroppedFiltersNotice): the list shows what still
 * applies instead of failing on a tag the service can no longer list. A tag missing from a list
 * read before the URL named it may be new (made in another tab): the list is read again before
 * the filter is dropped.
 *
 * `without` gives the URL's search with the filters on the gone tags taken out (the list back on
 * its first page).
 */
export function useGoneTagsDropped(
  tagIds: readonly string[],
  tags: UseQueryResult<readonly Tag[]>,
  without: (gone: ReadonlySet<string>, search: string) => URLSearchParams,
): void {
  const { search } = useLocation();
  const drop = useDropFilters();
  const { data, isFetching, dataUpdatedAt, refetch } = tags;
  const named = tagIds.join('\n');
  // The list held when the URL came to name these tags: only a later read can say a tag is gone.
  const [since, setSince] = useState({ named, listReadAt: dataUpdatedAt });
  if (since.named !== named) setSince({ named, listReadAt: dataUpdatedAt });
  const known = data && new Set(data.map((t) => t.id));
  const goneKey = known ? tagIds.filter((id) => !known.has(id)).join('\n') : '';
  const readSinceNamed = !isFetching && dataUpdatedAt > since.listReadAt;
  useEffect(() => {
    if (goneKey !== '' && !isFetching && !readSinceNamed) void refetch();
  }, [goneKey, isFetching, readSinceNamed, refetch]);
  useEffect(() => {
    if (goneKey === '' || !readSinceNamed) return;
    const gone = goneKey.split('\n');
    drop(
      without(new Set(gone), search),
      gone.map((id) => `the tag ${id} no longer exists in this community`),
    );
  }, [goneKey, readSinceNamed, search, drop, without]);
}
