import { Users } from 'lucide-react';
import { useCallback } from 'react';
import type { Member } from '../../api/types';
import { DataTable } from '../../components/data-table/data-table';
import { EmptyState } from '../../components/feedback/empty-state';
import { paths } from '../../config/paths';
import { memberColumns, memberLabel } from '../../features/members/member-columns';
import { MEMBER_SORT_KEYS, memberSorts, type MemberSortKey } from '../../features/members/member-sorts';
import { listSearch, useListState } from '../../hooks/use-list-state';
import { useSortedRows } from '../../hooks/use-sorted-list';
import { sortParam, sortText, type SortState } from '../../lib/sort/sort-param';

/** The audience's members table in the URL: its page, page size and sort (`sort=-joined`). */
export const audienceMemberSearch = listSearch().extend({ sort: sortParam(MEMBER_SORT_KEYS) });

/**
 * The audience's members, a page at a time (paged here: the whole list is already read), sorted by
 * any column as the members list is, in memory.
 */
export function AudienceMembersTable({ communityId, members }: { communityId: string; members: Member[] }) {
  const list = useListState(audienceMemberSearch);
  const { setFilter } = list;
  const setSort = useCallback(
    (sort: SortState<MemberSortKey> | undefined) => setFilter('sort', sortText(sort)),
    [setFilter],
  );
  const sorted = useSortedRows({ rows: members, sort: list.params.sort, setSort, specs: memberSorts });
  const rows = sorted.rows ?? members;
  const start = (list.page - 1) * list.perPage;
  return (
    <DataTable
      label="Members of the audience"
      columns={memberColumns}
      query={{
        data: { results: rows.slice(start, start + list.perPage), total: rows.length },
        error: null,
        isPending: false,
        isPlaceholderData: sorted.isSorting,
        refetch: () => undefined,
      }}
      getRowId={(m) => m.id}
      getRowHref={(m) => paths.member(communityId, m.wallet ?? m.id)}
      getRowLabel={memberLabel}
      paging={list}
      sorting={sorted.sorting}
      empty={
        <EmptyState
          icon={Users}
          title="No member matches"
          description="No member of the community fits every rule: change a rule or the match."
        />
      }
    />
  );
}
