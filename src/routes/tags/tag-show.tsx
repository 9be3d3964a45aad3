import { Download, MoreHorizontal, Trash2, UserPlus, Users } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { tagMembersQuery, wholeTagMembersRead } from '../../api/resources/tags';
import type { Member, Tag } from '../../api/types';
import { DataTable } from '../../components/data-table/data-table';
import { SortNotice } from '../../components/data-table/sort-notice';
import type { Column } from '../../components/data-table/types';
import { EmptyState } from '../../components/feedback/empty-state';
import { QueryState } from '../../components/feedback/query-state';
import { Button } from '../../components/ui/button';
import { DateTime } from '../../components/ui/date-time';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { toast } from '../../components/ui/toaster';
import { paths } from '../../config/paths';
import { exportFileName } from '../../features/members/export-members';
import { memberColumns, memberLabel } from '../../features/members/member-columns';
import { memberSorts, type MemberSortKey } from '../../features/members/member-sorts';
import { MembersExportStatus, useMembersExport } from '../../features/members/members-export';
import { AddTagMembersDialog } from '../../features/tags/add-members-dialog';
import { useDeleteTag, useTagWithPlaceholder } from '../../features/tags/api';
import { RemoveTagDialog } from '../../features/tags/remove-tag-dialog';
import { TagDeleteDialog, useTagUsageScan } from '../../features/tags/tag-delete-dialog';
import { useListState, type ListState } from '../../hooks/use-list-state';
import { useSortedList, type SortedList } from '../../hooks/use-sorted-list';
import { formatNumber } from '../../lib/format';
import { sortText, type SortState } from '../../lib/sort/sort-param';
import { tagMemberListSearch } from './tag-member-search';

export function TagShow() {
  const { communityId = '', tagId = '' } = useParams();
  const tag = useTagWithPlaceholder(communityId, tagId);
  const list = useListState(tagMemberListSearch);
  const { params, setFilter } = list;
  const setSort = useCallback(
    (sort: SortState<MemberSortKey> | undefined) => setFilter('sort', sortText(sort)),
    [setFilter],
  );
  const whole = useMemo(() => wholeTagMembersRead(communityId, tagId), [communityId, tagId]);
  // Read beside the tag, not after it.
  const members = useSortedList({
    page: params.page,
    perPage: params.perPage,
    sort: params.sort,
    setSort,
    specs: memberSorts,
    pageQuery: (page) => tagMembersQuery(communityId, tagId, { ...params, page }),
    whole,
  });
  return (
    <QueryState query={tag}>
      {(t) => <TagDetail communityId={communityId} tag={t} members={members} list={list} />}
    </QueryState>
  );
}

interface TagDetailProps {
  communityId: string;
  tag: Tag;
  members: SortedList<Member>;
  list: ListState;
}

function TagDetail({ communityId, tag, members, list }: TagDetailProps) {
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Member>();
  const [deleting, setDeleting] = useState(false);
  const usage = useTagUsageScan(communityId, tag.id);
  const remove = useDeleteTag(communityId);
  const exporter = useMembersExport(communityId);
  const total = members.query.data?.total;

  const columns = useMemo<Column<Member>[]>(
    () => [
      ...memberColumns,
      {
        id: 'actions',
        header: <span className="sr-only">Actions</span>,
        // Relative, so the hidden header text stays inside the table's scroll box on a phone.
        className: 'relative text-right',
        cell: (m) => (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove the tag from ${memberLabel(m)}`}
            onClick={() => setRemoving(m)}
          >
            Remove
          </Button>
        ),
      },
    ],
    [],
  );

  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <UserPlus aria-hidden className="size-4" />
      Add members
    </Button>
  );

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="min-w-0 flex-[1_1_16rem]">
          <h1 className="text-2xl leading-8 font-semibold tracking-tight break-words">{tag.name}</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {total === undefined
              ? 'Counting members…'
              : `${formatNumber(total)} ${total === 1 ? 'member carries' : 'members carry'} this tag`}
            {tag.createdAt && (
              <>
                {' · created '}
                <DateTime value={tag.createdAt} />
              </>
            )}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          {addButton}
          <Button
            variant="secondary"
            disabled={!total || exporter.state.status === 'running'}
            onClick={() => void exporter.exportList(tag.id, exportFileName('members', 'tag', tag.name))}
          >
            <Download aria-hidden className="size-4" />
            Export CSV
          </Button>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" aria-label="More actions">
                <MoreHorizontal aria-hidden className="size-4" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem
                destructive
                onSelect={() => {
                  setDeleting(true);
                  void usage.start();
                }}
              >
                <Trash2 aria-hidden className="size-4" />
                Delete tag…
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </header>
      <MembersExportStatus state={exporter.state} onCancel={exporter.cancel} onDismiss={exporter.reset} />
      <DataTable
        label={`Members tagged ${tag.name}`}
        columns={columns}
        query={members.query}
        getRowId={(m) => m.id}
        getRowHref={(m) => paths.member(communityId, m.id)}
        getRowLabel={memberLabel}
        empty={
          <EmptyState
            icon={Users}
            title="No member carries this tag"
            description="Add members by pasting their wallets, or select them on the members list and tag the selection."
            action={addButton}
          />
        }
        paging={list}
        sorting={members.sorting}
        notice={<SortNotice status={members.status} noun="members" />}
      />
      <AddTagMembersDialog communityId={communityId} tag={tag} open={adding} onOpenChange={setAdding} />
      <RemoveTagDialog
        communityId={communityId}
        tag={removing ? tag : undefined}
        member={removing ? { id: removing.id, label: memberLabel(removing) } : undefined}
        onClose={() => setRemoving(undefined)}
      />
      <TagDeleteDialog
        tag={tag}
        open={deleting}
        onOpenChange={(open) => {
          setDeleting(open);
          if (!open) usage.cancel();
        }}
        memberCount={total}
        usage={usage}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { path: { id: communityId, tagId: tag.id } },
            {
              onSuccess: () => {
                toast.success(`Tag “${tag.name}” deleted`);
                void navigate(paths.tags(communityId));
              },
              onError: (error) => toast.error(`Could not delete the tag: ${error.message}`),
            },
          )
        }
      />
    </div>
  );
}
