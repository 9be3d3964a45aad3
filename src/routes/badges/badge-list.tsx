import { Award, ImagePlus, Images, Plus } from 'lucide-react';
import { useCallback, useMemo, useState, type SyntheticEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isMissingOperation } from '../../api/errors';
import { badgesQuery, wholeBadgesRead } from '../../api/resources/badges';
import { DataTable } from '../../components/data-table/data-table';
import { SortNotice } from '../../components/data-table/sort-notice';
import { EmptyState } from '../../components/feedback/empty-state';
import { Button, buttonVariants } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { PageHeader } from '../../components/ui/page-header';
import { NativeSelect } from '../../components/ui/select';
import { paths } from '../../config/paths';
import { BADGE_STATUSES, badgeListSearch } from '../../features/badges/api';
import { badgeColumns, badgeTitle } from '../../features/badges/badge-columns';
import { badgeSorts, type BadgeSortKey } from '../../features/badges/badge-sorts';
import { ViewsMenu } from '../../features/saved-views/lazy-views-menu';
import { useListState } from '../../hooks/use-list-state';
import { useSortedList } from '../../hooks/use-sorted-list';
import { humanize } from '../../lib/format';
import { sortText, type SortState } from '../../lib/sort/sort-param';
import { toSearch } from '../../lib/url-state';

/**
 * Listing a community's badges is an operation inferred from the service's REST pattern (see
 * docs/api-behaviour.md): a server without it still lets the admin open a badge by id.
 */
function NoBadgeList({ communityId }: { communityId: string }) {
  const navigate = useNavigate();
  const [badgeId, setBadgeId] = useState('');
  const open = (event: SyntheticEvent) => {
    event.preventDefault();
    if (badgeId.trim()) void navigate(paths.badge(communityId, badgeId.trim()));
  };
  return (
    <EmptyState
      icon={Award}
      title="This server does not offer a badge list"
      description="It answered that listing a community's badges is not available. You can still open a badge by its ID."
      action={
        <form onSubmit={open} className="flex items-end gap-2">
          <Field label="Badge ID">
            <Input value={badgeId} onChange={(e) => setBadgeId(e.target.value)} className="w-72 font-mono" />
          </Field>
          <Button type="submit" variant="secondary">
            Open
          </Button>
        </form>
      }
    />
  );
}

const viewSchemas = [badgeListSearch];
// The list has no claim counts beside the caps ("near their cap"): the claim end is what it can order by.
const builtInViews = [
  {
    name: 'Live, claims ending first',
    search: toSearch(badgeListSearch, { status: 'live', sort: { key: 'claimsEnd', direction: 'asc' } }),
  },
];

export function BadgeList() {
  const communityId = useParams().communityId ?? '';
  const list = useListState(badgeListSearch);
  const { params, setFilter } = list;
  const { status } = params;
  const setSort = useCallback(
    (sort: SortState<BadgeSortKey> | undefined) => setFilter('sort', sortText(sort)),
    [setFilter],
  );
  const whole = useMemo(() => wholeBadgesRead(communityId, status), [communityId, status]);
  const sorted = useSortedList({
    page: params.page,
    perPage: params.perPage,
    sort: params.sort,
    setSort,
    specs: badgeSorts,
    pageQuery: (page) => badgesQuery(communityId, { ...params, page }),
    whole,
  });
  const { query } = sorted;
  const create = (
    <Link to={paths.badgeNew(communityId)} className={buttonVariants({ variant: 'primary' })}>
      <Plus aria-hidden className="size-4" />
      New badge
    </Link>
  );
  const actions = (
    <>
      <Link to={`${paths.badges(communityId)}/art`} className={buttonVariants({ variant: 'secondary' })}>
        <Images aria-hidden className="size-4" />
        Review art
      </Link>
      <Link
        to={`${paths.badges(communityId)}/art/batch`}
        className={buttonVariants({ variant: 'secondary' })}
      >
        <ImagePlus aria-hidden className="size-4" />
        Batch art
      </Link>
      {create}
    </>
  );

  if (isMissingOperation(query.error)) {
    return (
      <>
        <PageHeader title="Badges" description="Badges members can earn and claim." actions={create} />
        <NoBadgeList communityId={communityId} />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Badges" description="Badges members can earn and claim." actions={actions} />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <Field label="Status">
          <NativeSelect
            value={params.status ?? ''}
            onChange={(e) => list.setFilter('status', e.target.value || undefined)}
            wrapperClassName="w-48"
          >
            <option value="">All statuses</option>
            {BADGE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {humanize(s)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <ViewsMenu page="Badges" schemas={viewSchemas} builtIn={builtInViews} />
      </div>
      <DataTable
        label="Badges"
        columns={badgeColumns}
        query={query}
        getRowId={(b) => b.id}
        getRowHref={(b) => paths.badge(communityId, b.id)}
        getRowLabel={badgeTitle}
        hasFilters={list.hasFilters}
        onClearFilters={list.clearFilters}
        empty={
          <EmptyState
            icon={Award}
            title="No badges yet"
            description="Create a badge, publish it, then award it to members or hand out claim codes."
            action={create}
          />
        }
        paging={list}
        sorting={sorted.sorting}
        notice={<SortNotice status={sorted.status} noun="badges" />}
      />
    </>
  );
}
