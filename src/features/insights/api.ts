import { queryOptions } from '@tanstack/react-query';
import type { AllPages } from '../../api/fetch-all-pages';
import { attributionKeys, fetchAllAttributions } from '../../api/resources/attributions';
import { badgeKeys, fetchAllBadges } from '../../api/resources/badges';
import { fetchAllMembers, memberKeys } from '../../api/resources/members';
import type { Badge, CommunityAttribution, Member } from '../../api/types';

/**
 * The whole lists the insights are computed from. Each is cached under its resource's list key (a
 * longer key under the generated one), so the resource's cache writers refresh it: an award
 * (`attributionCache.awarded`) reads the badge's attributions again, an import
 * (`memberCache.addedMany`) the members, a saved badge (`badgeCache.saved`) the badges. The data
 * keeps the shape of a list page (`results`, `total`): code that looks through cached list pages
 * (the command palette, the cache writers) reads it like any other page.
 */
export interface WholeList<T> {
  results: T[];
  total: number;
  /** The read stopped short of `total` (see fetch-all-pages). */
  incomplete: AllPages<T>['incomplete'];
}

const WHOLE = 'whole-list';

function whole<T>(read: AllPages<T>): WholeList<T> {
  return { results: read.items, total: read.total, incomplete: read.incomplete };
}

export function allBadgesQuery(communityId: string) {
  return queryOptions<WholeList<Badge>>({
    queryKey: [...badgeKeys.lists(communityId), WHOLE],
    queryFn: async ({ signal }) => whole(await fetchAllBadges(communityId, { signal })),
  });
}

export function allAttributionsQuery(communityId: string, badgeId: string) {
  return queryOptions<WholeList<CommunityAttribution>>({
    queryKey: [...attributionKeys.lists(communityId, badgeId), WHOLE],
    // Tens of thousands of records: comparing each read with the last would cost more than it saves.
    structuralSharing: false,
    queryFn: async ({ signal }) => whole(await fetchAllAttributions(communityId, badgeId, { signal })),
  });
}

export function allMembersQuery(communityId: string) {
  return queryOptions<WholeList<Member>>({
    queryKey: [...memberKeys.lists(communityId), WHOLE],
    structuralSharing: false,
    queryFn: async ({ signal }) => whole(await fetchAllMembers(communityId, undefined, { signal })),
  });
}
