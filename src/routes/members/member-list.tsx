import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { UserPlus, Users } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table/data-table';
import { EmptyState } from '../../components/feedback/empty-state';
import { buttonVariants } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { MEMBERS_PER_PAGE, memberListParams, membersQuery } from '../../features/members/api';
import { useListState } from '../../hooks/use-list-state';
import { memberColumns, memberLabel } from './member-columns';

export function MemberList() {
  const communityId = useParams().communityId ?? '';
  const list = useListState({ defaultPerPage: MEMBERS_PER_PAGE });
  const [search] = useSearchParams();
  const query = useQuery({
    ...membersQuery(communityId, memberListParams(search)),
    placeholderData: keepPreviousData,
  });
  const addMember = (
    <Link to={paths.memberNew(communityId)} className={buttonVariants({ variant: 'primary' })}>
      <UserPlus aria-hidden className="size-4" />
      Add member
    </Link>
  );

  return (
    <>
      <PageHeader title="Members" description="Wallets that belong to this community." actions={addMember} />
      <DataTable
        label="Members"
        columns={memberColumns}
        query={query}
        getRowId={(m) => m.id}
        getRowHref={(m) => paths.member(communityId, m.id)}
        getRowLabel={memberLabel}
        empty={
          <EmptyState
            icon={Users}
            title="No members yet"
            description="Members can claim this community's badges. Add a wallet to get started."
            action={addMember}
          />
        }
        paging={list}
      />
    </>
  );
}
