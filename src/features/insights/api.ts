import { queryOptions } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type AllPages } from '../../api/fetch-all-pages';
import type { ListBytes } from '../../api/page-bytes';
import { attributionKeys, attributionListBytes } from '../../api/resources/attributions';
import { badgeKeys, fetchAllBadges } from '../../api/resources/badges';
import { memberKeys, memberListBytes } from '../../api/resources/members';
import type { Badge } from '../../api/types';
import type { AwardColumns, MemberColumns } from './insights-input';
import { readColumns } from './insights-worker-client';
import type { ColumnsList, WholeColumns, WholeRead } from './read-columns';

/**
 * What the insights read. Each read is cached under its resource's list key (a longer key under the
 * generated one), so the resource's cache writers refresh it: an award (`attributionCache.awarded`)
 * reads the badge's attributions again, an import (`memberCache.addedMany`) the members, a saved
 * badge (`badgeCache.saved`) the badges.
 */

/**
 * The whole badge list, in the shape of a list page (`results`, `total`): code that looks through
 * cached list pages (the command palette, the cache writers) reads it like any other page.
 */
export interface WholeList<T> extends WholeRead {
  results: T[];
}

/**
 * The insights' whole reads go in two lanes: the badges' attributions one list after the other, and
 * the members beside them. Each lane reads one page at a time (with one asked for ahead,
 * read-columns.ts), so at most four of the insights' requests are open at once: a request stream
 * per badge side by side flooded the service. The members used to wait for the last award list as
 * well, and the service then sat idle while this browser decoded each award page: on the large
 * preset the cold read took 21 s of which the 100 member pages were the last 5 s.
 */
const lanes = new Map<ColumnsList, Promise<unknown>>();

function inTurn<T>(lane: ColumnsList, read: () => Promise<T>): Promise<T> {
  const last = lanes.get(lane) ?? Promise.resolve();
  const turn = last.then(read, read);
  lanes.set(
    lane,
    turn.catch(() => undefined),
  );
  return turn;
}

const WHOLE = 'whole-list';
const COLUMNS = 'insight-columns';

function whole<T>(read: AllPages<T>): WholeList<T> {
  return { results: read.items, total: read.total, incomplete: read.incomplete };
}

export function allBadgesQuery(communityId: string) {
  return queryOptions<WholeList<Badge>>({
    queryKey: [...badgeKeys.lists(communityId), WHOLE],
    queryFn: async ({ signal }) => whole(await fetchAllBadges(communityId, { signal })),
  });
}

/**
 * A whole list read into columns in the insights' worker: this thread makes the requests and hands
 * over each page's bytes unread (insights-worker-client.ts).
 */
function readInTurn<L extends ColumnsList>(list: L, source: ListBytes, signal: AbortSignal) {
  const { operation, perPage, fetchPage } = source;
  return inTurn(list, () => readColumns({ list, operation, perPage }, fetchPage, signal));
}

/**
 * The insights read attributions in the largest pages the service gives: the page's thread only
 * hands their bytes to the worker (the smaller pages of other whole reads are for a parse on the
 * page's thread), and each request costs the service a look through the badge's whole list.
 */
export const INSIGHTS_ATTRIBUTION_PAGE_SIZE = MAX_PAGE_SIZE;

export function awardColumnsQuery(communityId: string, badgeId: string) {
  return queryOptions<WholeColumns<AwardColumns>>({
    queryKey: [...attributionKeys.lists(communityId, badgeId), COLUMNS],
    // Typed arrays: there is nothing for a structural comparison to share.
    structuralSharing: false,
    queryFn: ({ signal }) =>
      readInTurn(
        'awards',
        { ...attributionListBytes(communityId, badgeId), perPage: INSIGHTS_ATTRIBUTION_PAGE_SIZE },
        signal,
      ),
  });
}

export function memberColumnsQuery(communityId: string) {
  return queryOptions<WholeColumns<MemberColumns>>({
    queryKey: [...memberKeys.lists(communityId), COLUMNS],
    structuralSharing: false,
    queryFn: ({ signal }) => readInTurn('members', memberListBytes(communityId), signal),
  });
}
