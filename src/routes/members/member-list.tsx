import { useQuery } from '@tanstack/react-query';
import { FileUp, UserPlus, Users } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { communityQuery } from '../../api/resources/communities';
import { membersQuery, wholeMembersRead } from '../../api/resources/members';
import { allTagsQuery } from '../../api/resources/tags';
import type { Member } from '../../api/types';
import { DataTable } from '../../components/data-table/data-table';
import { SortNotice } from '../../components/data-table/sort-notice';
import { EmptyState } from '../../components/feedback/empty-state';
import { buttonVariants } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { NativeSelect } from '../../components/ui/select';
import { paths } from '../../config/paths';
import { memberListSearch } from '../../features/members/api';
import { memberColumns, memberLabel } from '../../features/members/member-columns';
import { memberSorts, type MemberSortKey } from '../../features/members/member-sorts';
import { DroppedFiltersNotice } from '../../features/saved-views/dropped-filters';
import { ViewsMenu } from '../../features/saved-views/lazy-views-menu';
import { useGoneTagsDropped } from '../../features/saved-views/use-gone-tags-dropped';
import { useListState } from '../../hooks/use-list-state';
import { useRowSelection } from '../../hooks/use-row-selection';
import { useSortedList } from '../../hooks/use-sorted-list';
import { sortText, type SortState } from '../../lib/sort/sort-param';
import { parseUrlState, withUrlState, toSearch } from '../../lib/url-state';
import { MemberSearch } from './member-search';
import { MemberSelectionBar } from './member-selection-bar';

const memberId = (m: Member) => m.id;
const viewSchemas = [memberListSearch];

/** The member list's URL without its tag filter (a gone tag's), on its first page. */
function withoutTagFilter(_gone: ReadonlySet<string>, search: string): URLSearchParams {
  return withUrlState(memberListSearch, search, {
    ...parseUrlState(memberListSearch, search),
    tag: undefined,
    page: 1,
  });
}
// The service has no filter by when a member joined ("added this week"): the nearest is the order.
const builtInViews = [
  {
    name: 'Newest members first',
    search: toSearch(memberListSearch, { sort: { key: 'joined', direction: 'desc' } }),
  },
];

export function MemberList() {
  const communityId = useParams().communityId ?? '';
  const list = useListState(memberListSearch);
  const { params, setFilter } = list;
  const { tag } = params;
  const setSort = useCallback(
    (sort: SortState<MemberSortKey> | undefined) => setFilter('sort', sortText(sort)),
    [setFilter],
  );
  const whole = useMemo(() => wholeMembersRead(communityId, tag), [communityId, tag]);
  const sorted = useSortedList({
    page: params.page,
    perPage: params.perPage,
    sort: params.sort,
    setSort,
    specs: memberSorts,
    pageQuery: (page) => membersQuery(communityId, { ...params, page }),
    whole,
  });
  const { query } = sorted;
  const tags = useQuery(allTagsQuery(communityId));
  const community = useQuery(communityQuery(communityId));
  useGoneTagsDropped(params.tag ? [params.tag] : [], tags, withoutTagFilter);

  const rows = useRowSelection(memberId);
  const filterTag = params.tag
    ? { id: params.tag, name: tags.data?.find((t) => t.id === params.tag)?.name }
    : undefined;

  // A selection belongs to the list it was made on: changing the filter starts a new one.
  const setTagFilter = (tagId: string | undefined) => {
    rows.clear();
    list.setFilter('tag', tagId);
  };

  const addMember = (
    <Link to={paths.memberNew(communityId)} className={buttonVariants({ variant: 'primary' })}>
      <UserPlus aria-hidden className="size-4" />
      Add member
    </Link>
  );

  const headerActions = (
    <>
      <Link to={paths.memberNew(communityId)} className={buttonVariants({ variant: 'secondary' })}>
        <UserPlus aria-hidden className="size-4" />
        Add member
      </Link>
      <Link to={paths.memberImport(communityId)} className={buttonVariants({ variant: 'primary' })}>
        <FileUp aria-hidden className="size-4" />
        Import members
      </Link>
    </>
  );

  return (
    <>
      <PageHeader
        title="Members"
        description="Wallets that belong to this community."
        actions={headerActions}
      />
      <div className="mb-4 flex flex-wrap items-start gap-x-6 gap-y-3">
        <MemberSearch communityId={communityId} />
        <Field
          label="Tag"
          description={tags.error ? `Tags could not be read: ${tags.error.message}` : undefined}
        >
          <NativeSelect
            value={params.tag ?? ''}
            onChange={(e) => setTagFilter(e.target.value || undefined)}
            wrapperClassName="w-56"
          >
            <option value="">All members</option>
            {filterTag && !filterTag.name && (
              <option value={filterTag.id}>{tags.isPending ? 'Loading…' : 'Unknown tag'}</option>
            )}
            {tags.data?.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <div className="self-end">
          <ViewsMenu page="Members" schemas={viewSchemas} builtIn={builtInViews} />
        </div>
      </div>
      <DroppedFiltersNotice />
      <MemberSelectionBar
        communityId={communityId}
        communityName={community.data?.shortName ?? community.data?.name}
        total={query.isPlaceholderData ? undefined : query.data?.total}
        filterTag={filterTag}
        rows={rows}
        tags={tags}
      />
      <DataTable
        label="Members"
        columns={memberColumns}
        query={query}
        getRowId={memberId}
        getRowHref={(m) => paths.member(communityId, m.id)}
        getRowLabel={memberLabel}
        selection={rows.selection}
        hasFilters={list.hasFilters}
        onClearFilters={() => setTagFilter(undefined)}
        empty={
          <EmptyState
            icon={Users}
            title="No members yet"
            description="Members can claim this community's badges. Add a wallet to get started."
            action={addMember}
          />
        }
        paging={list}
        sorting={sorted.sorting}
        notice={<SortNotice status={sorted.status} noun="members" />}
      />
    </>
  );
}
