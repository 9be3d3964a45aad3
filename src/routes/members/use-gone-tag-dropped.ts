import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Tag } from '../../api/types';
import { memberListSearch } from '../../features/members/api';
import { useDropFilters } from '../../features/saved-views/dropped-filters';
import { parseUrlState, withUrlState } from '../../lib/url-state';

/**
 * A tag filter naming a tag the community no longer has (a view saved before the tag was deleted)
 * is taken out of the URL, and the page says so: the list shows every member instead of the tag's
 * members, which the service can no longer list. A tag missing from a list read before the URL
 * named it may be new (made in another tab): the list is read again before the filter is dropped.
 */
export function useGoneTagDropped(tagId: string | undefined, tags: UseQueryResult<Tag[]>): void {
  const { search } = useLocation();
  const drop = useDropFilters();
  const { data, isFetching, dataUpdatedAt, refetch } = tags;
  // The list held when the URL came to name this tag: only a later read can say the tag is gone.
  const [named, setNamed] = useState({ tagId, listReadAt: dataUpdatedAt });
  if (named.tagId !== tagId) setNamed({ tagId, listReadAt: dataUpdatedAt });
  const absent = tagId !== undefined && data !== undefined && !data.some((t) => t.id === tagId);
  const readSinceNamed = !isFetching && dataUpdatedAt > named.listReadAt;
  useEffect(() => {
    if (absent && !isFetching && !readSinceNamed) void refetch();
  }, [absent, isFetching, readSinceNamed, refetch]);
  useEffect(() => {
    if (!absent || !readSinceNamed) return;
    const stillApplies = { ...parseUrlState(memberListSearch, search), tag: undefined, page: 1 };
    drop(withUrlState(memberListSearch, search, stillApplies), [
      `the tag ${tagId} no longer exists in this community`,
    ]);
  }, [absent, readSinceNamed, tagId, search, drop]);
}
