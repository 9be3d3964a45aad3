import { queryOptions } from '@tanstack/react-query';
import type { AllPages, IncompleteRead } from '../../api/fetch-all-pages';
import { attributionKeys, readAllAttributions } from '../../api/resources/attributions';
import { badgeKeys, fetchAllBadges } from '../../api/resources/badges';
import { memberKeys, readAllMembers } from '../../api/resources/members';
import type { Badge } from '../../api/types';
import { collectAwards, collectMembers, type AwardColumns, type MemberColumns } from './insights-input';

/**
 * What the insights read. Each read is cached under its resource's list key (a longer key under the
 * generated one), so the resource's cache writers refresh it: an award (`attributionCache.awarded`)
 * reads the badge's attributions again, an import (`memberCache.addedMany`) the members, a saved
 * badge (`badgeCache.saved`) the badges.
 */
export interface WholeRead {
  total: number;
  /** The read stopped short of `total` (see fetch-all-pages). */
  incomplete: IncompleteRead | undefined;
}

/**
 * The whole badge list, in the shape of a list page (`results`, `total`): code that looks through
 * cached list pages (the command palette, the cache writers) reads it like any other page.
 */
export interface WholeList<T> extends WholeRead {
  results: T[];
}

/**
 * A whole list kept as the few numbers the figures need, not as records. A large community's
 * 100,000 members and tens of thousands of 3 KB attributions held as records made a heap of
 * about 200 MB on the page's thread, whose garbage collections took 50 to 90 ms; the columns are
 * a few megabytes. The data has no `results`, so readers of cached list pages pass it by.
 */
export interface WholeColumns<C> extends WholeRead {
  columns: C;
}

/**
 * The insights' whole reads go one after the other, as each read's pages do: a community's lists
 * read side by side flooded the service with a request stream per badge, and held a page of each
 * stream on the page's thread at once (more garbage surviving into the old generation, whose
 * collections are what made the page's long tasks). The order is the order the reads start in.
 */
let lastRead: Promise<unknown> = Promise.resolve();

function inTurn<T>(read: () => Promise<T>): Promise<T> {
  const turn = lastRead.then(read, read);
  lastRead = turn.catch(() => undefined);
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

export function awardColumnsQuery(communityId: string, badgeId: string) {
  return queryOptions<WholeColumns<AwardColumns>>({
    queryKey: [...attributionKeys.lists(communityId, badgeId), COLUMNS],
    // Typed arrays: there is nothing for a structural comparison to share.
    structuralSharing: false,
    queryFn: ({ signal }) =>
      inTurn(async () => {
        const awards = collectAwards();
        const read = await readAllAttributions(communityId, badgeId, { signal, onRecords: awards.add });
        return { columns: awards.done(), total: read.total, incomplete: read.incomplete };
      }),
  });
}

export function memberColumnsQuery(communityId: string) {
  return queryOptions<WholeColumns<MemberColumns>>({
    queryKey: [...memberKeys.lists(communityId), COLUMNS],
    structuralSharing: false,
    queryFn: ({ signal }) =>
      inTurn(async () => {
        const members = collectMembers();
        const read = await readAllMembers(communityId, { signal, onRecords: members.add });
        return { columns: members.done(), total: read.total, incomplete: read.incomplete };
      }),
  });
}
