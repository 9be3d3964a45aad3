import { Users } from 'lucide-react';
import type { Member } from '../../api/types';
import { DataTable } from '../../components/data-table/data-table';
import { EmptyState } from '../../components/feedback/empty-state';
import { paths } from '../../config/paths';
import { memberColumns, memberLabel } from '../../features/members/member-columns';
import { useListState } from '../../hooks/use-list-state';

/** The audience's members, a page at a time (paged here: the whole list is already read). */
export function AudienceMembersTable({ communityId, members }: { communityId: string; members: Member[] }) {
  const list = useListState();
  const start = (list.page - 1) * list.perPage;
  return (
    <DataTable
      label="Members of the audience"
      columns={memberColumns}
      query={{
        data: { results: members.slice(start, start + list.perPage), total: members.length },
        error: null,
        isPending: false,
        isPlaceholderData: false,
        refetch: () => undefined,
      }}
      getRowId={(m) => m.id}
      getRowHref={(m) => paths.member(communityId, m.wallet ?? m.id)}
      getRowLabel={memberLabel}
      paging={list}
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
