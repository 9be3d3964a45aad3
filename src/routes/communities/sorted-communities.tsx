import { useMemo } from 'react';
import { communitiesQuery } from '../../api/resources/communities';
import { wholeCommunitiesRead } from '../../api/resources/communities-whole';
import type { Community } from '../../api/types';
import { SortNotice } from '../../components/data-table/sort-notice';
import type { CommunitySortKey } from '../../features/communities/api';
import type { ListState } from '../../hooks/use-list-state';
import { useSortedList, type SortSpec } from '../../hooks/use-sorted-list';
import { nextSort, type SortState } from '../../lib/sort/sort-param';
import { communitySorts } from './community-sorts';
import { CommunityTable } from './community-table';

/** The sort a click on a column's header asks (from the list in the service's order, while this loads). */
export function sortAfterClick(current: SortState<CommunitySortKey> | undefined, key: CommunitySortKey) {
  const spec: SortSpec<Community> = communitySorts[key];
  return nextSort(current, key, spec.firstDirection);
}

/**
 * The community list once a sort is asked: loaded then, so the first route carries neither the
 * sorting nor the whole read. A list that fits on the page read sorts in memory; a longer one is
 * read whole and paged from the sorted order.
 */
export function SortedCommunities({
  list,
  sort,
  setSort,
}: {
  list: Pick<ListState, 'page' | 'perPage' | 'setPage' | 'setPerPage'>;
  sort: SortState<CommunitySortKey>;
  setSort: (sort: SortState<CommunitySortKey> | undefined) => void;
}) {
  const whole = useMemo(() => wholeCommunitiesRead(), []);
  const { perPage } = list;
  const { query, sorting, status } = useSortedList({
    page: list.page,
    perPage,
    sort,
    setSort,
    specs: communitySorts,
    pageQuery: (page) => communitiesQuery({ page, perPage }),
    whole,
  });
  return (
    <CommunityTable
      query={query}
      paging={list}
      sorting={sorting}
      notice={<SortNotice status={status} noun="communities" />}
    />
  );
}
