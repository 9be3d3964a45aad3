import { Award, ListPlus, Plus, QrCode } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { attributionsQuery, wholeAttributionsRead } from '../../api/resources/attributions';
import { DataTable } from '../../components/data-table/data-table';
import { ListSearch } from '../../components/data-table/list-search';
import { SortNotice } from '../../components/data-table/sort-notice';
import { EmptyState } from '../../components/feedback/empty-state';
import { buttonVariants } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/select';
import { paths } from '../../config/paths';
import { attributionListSearch } from '../../features/attributions/api';
import { attributionColumns, attributionLabel } from '../../features/attributions/attribution-columns';
import { attributionSorts, type AttributionSortKey } from '../../features/attributions/attribution-sorts';
import { AwardSearchNotice } from '../../features/attributions/award-search-notice';
import { MetadataLookup } from '../../features/attributions/metadata-lookup';
import { useAwardSearch } from '../../features/attributions/use-award-search';
import { useBadgeHub } from '../../features/badges/use-badge-hub';
import { ViewsMenu } from '../../features/saved-views/lazy-views-menu';
import { useListState } from '../../hooks/use-list-state';
import { useSortedList } from '../../hooks/use-sorted-list';
import { useUrlState } from '../../hooks/use-url-state';
import { sortText, type SortState } from '../../lib/sort/sort-param';
import { toSearch } from '../../lib/url-state';
import { memberByName } from './member-by-name';
import { NotLiveNote } from './not-live-note';

const STATUS_CHOICES = [
  { value: '', label: 'All' },
  { value: 'earned', label: 'Earned, not claimed' },
  { value: 'claimed', label: 'Claimed' },
];

const viewSchemas = [attributionListSearch];
const builtInViews = [
  { name: 'Unclaimed awards', search: toSearch(attributionListSearch, { status: 'earned' }) },
];

/**
 * The hub's Attributions tab: who holds the badge, filtered by claim status and searched by wallet,
 * ENS name or member id, sorted from the headers, paged in the URL.
 */
export function AttributionList() {
  const { communityId, badge } = useBadgeHub();
  const badgeId = badge.id;
  const list = useListState(attributionListSearch);
  const { params, setFilter } = list;
  const { status } = params;
  const [, setUrlState] = useUrlState(attributionListSearch);
  const byName = useMemo(() => memberByName(communityId), [communityId]);
  const found = useAwardSearch(communityId, badgeId, { q: params.q, status, byName });
  const setSort = useCallback(
    (sort: SortState<AttributionSortKey> | undefined) => setFilter('sort', sortText(sort)),
    [setFilter],
  );
  const whole = useMemo(
    () => wholeAttributionsRead(communityId, badgeId, status),
    [communityId, badgeId, status],
  );
  // An exact search answers its one row itself: no sort of the whole list is read for it.
  const sorted = useSortedList({
    page: params.page,
    perPage: params.perPage,
    sort: found.exactRows ? undefined : params.sort,
    setSort,
    specs: attributionSorts,
    pageQuery: (page) => attributionsQuery(communityId, badgeId, { ...params, page }),
    whole,
    filter: found.filter,
    // Cancelling the whole read leaves both what needed it, in one write.
    leave: () => setUrlState({ page: 1, sort: undefined, q: undefined }),
  });
  const query = found.exactRows ?? sorted.query;
  const searching = found.search !== undefined;
  const award = (
    <Link to={paths.attributionNew(communityId, badgeId)} className={buttonVariants({ variant: 'primary' })}>
      <Plus aria-hidden />
      Award badge
    </Link>
  );

  return (
    <section aria-labelledby="attributions-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="attributions-heading" className="text-lg font-semibold">
          Attributions
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={paths.claimCodes(communityId, badgeId)}
            className={buttonVariants({ variant: 'secondary' })}
          >
            <QrCode aria-hidden />
            Claim codes
          </Link>
          <Link
            to={paths.attributionAwardMany(communityId, badgeId)}
            className={buttonVariants({ variant: 'secondary' })}
          >
            <ListPlus aria-hidden />
            Award many
          </Link>
          {award}
        </div>
      </div>
      <NotLiveNote communityId={communityId} badge={badge} />
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Status" className="w-56">
          <NativeSelect
            value={params.status ?? ''}
            onChange={(e) => list.setFilter('status', e.target.value || undefined)}
          >
            {STATUS_CHOICES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <ListSearch
          label="Find an award"
          placeholder="Wallet, ENS name or member ID, or part of one"
          value={params.q}
          onSearch={(text) => setFilter('q', text)}
          className="flex-[1_1_24rem]"
        />
        <ViewsMenu page="Attributions" schemas={viewSchemas} builtIn={builtInViews} />
      </div>
      {found.search && (
        <AwardSearchNotice
          search={found.search}
          exact={found.exact}
          list={sorted}
          onClear={() => setFilter('q', undefined)}
        />
      )}
      <DataTable
        label="Attributions"
        columns={attributionColumns(communityId, badge.chainId)}
        query={query}
        getRowId={(a) => a.id}
        getRowHref={(a) => paths.attribution(communityId, badgeId, a.id)}
        getRowLabel={attributionLabel}
        hasFilters={list.hasFilters}
        onClearFilters={list.clearFilters}
        empty={
          <EmptyState
            icon={Award}
            title="Nobody holds this badge yet"
            description="Award it to a wallet, or generate claim codes to hand out."
            action={badge.status === 'live' ? award : undefined}
          />
        }
        paging={list}
        sorting={sorted.sorting}
        // A search says how it read the list above the table, sort included.
        notice={searching ? undefined : <SortNotice status={sorted.status} noun="attributions" />}
      />
      <MetadataLookup communityId={communityId} badgeId={badgeId} />
    </section>
  );
}
