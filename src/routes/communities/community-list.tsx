import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback } from 'react';
import { communitiesQuery } from '../../api/resources/communities';
import { PageHeader } from '../../components/ui/page-header';
import { communityListSearch, type CommunitySortKey } from '../../features/communities/api';
import { useListState } from '../../hooks/use-list-state';
import { sortText, type SortState } from '../../lib/sort/sort-param';
import { CommunityTable } from './community-table';

// The sorting (its hook, the whole read, the notice) is loaded with the first sort: this is the
// first route, and its code is budgeted (e2e/size-budget.spec.ts).
const sorting = () => import('./sorted-communities');
const SortedCommunities = lazy(async () => ({ default: (await sorting()).SortedCommunities }));
// The views menu too, after the list, in a row kept at its button's height meanwhile. Its lazy
// reference is the one part on the first route (about 0.1 KiB gzipped; e2e/size-budget.spec.ts).
const ViewsMenu = lazy(async () => ({
  default: (await import('../../features/saved-views/views-menu')).ViewsMenu,
}));

const viewSchemas = [communityListSearch];

export function CommunityList() {
  const list = useListState(communityListSearch);
  const { params, setFilter } = list;
  const { sort } = params;
  const setSort = useCallback(
    (next: SortState<CommunitySortKey> | undefined) => setFilter('sort', sortText(next)),
    [setFilter],
  );
  // In the service's order until a sort is asked; while the sorting loads, its first page, dimmed.
  const plainPage = sort ? 1 : params.page;
  const query = useQuery({
    ...communitiesQuery({ page: plainPage, perPage: params.perPage }),
    placeholderData: keepPreviousData,
  });
  const plain = (
    <CommunityTable
      query={{
        data: query.data,
        error: query.error,
        isPending: query.isPending,
        isPlaceholderData: query.isPlaceholderData || sort !== undefined,
        refetch: query.refetch,
      }}
      paging={list}
      sorting={{
        sort,
        onSort: (key) => void sorting().then((m) => setSort(m.sortAfterClick(sort, key as CommunitySortKey))),
      }}
    />
  );

  return (
    <>
      <PageHeader title="Communities" description="The communities this API key manages." />
      <div className="mb-4 h-9">
        <Suspense>
          <ViewsMenu page="Communities" schemas={viewSchemas} />
        </Suspense>
      </div>
      {sort ? (
        <Suspense fallback={plain}>
          <SortedCommunities list={list} sort={sort} setSort={setSort} />
        </Suspense>
      ) : (
        plain
      )}
    </>
  );
}
