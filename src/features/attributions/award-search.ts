import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import { isMissingOperation } from '../../api/errors';
import { describeIncompleteRead } from '../../api/fetch-all-pages';
import { attributionKeys } from '../../api/resources/attributions';
import { fetchAllMemberBadges, readMemberOrNone } from '../../api/resources/members';
import type { CommunityAttribution, Member, MemberBadge } from '../../api/types';
import type { MemberSearch } from '../../lib/member-ref';
import { attributionHolder } from './attribution-wallet';

/**
 * A search of a badge's awards by wallet, ENS name or member id (`readMemberSearch`). The service
 * filters no list by wallet, so what was typed decides how it is answered: a whole wallet or a
 * member id names one member, read with the member's badges (two short reads, not the badge's whole
 * list); an ENS name, which the service cannot look up, is found by the page's `MemberByName` (the
 * members already read, then the member list); anything else is part of one of them, matched in
 * the badge's whole attribution list.
 */
export type ExactSearch = Exclude<MemberSearch, { kind: 'part' }>;

/** An award whose wallet, ENS name or member id holds `part` (lower case), in any case. */
export function awardMatches(part: string): (award: CommunityAttribution) => boolean {
  return (award) => {
    const { wallet, ensName } = attributionHolder(award);
    return [wallet, ensName, award.membership?.id, award.account?.id].some((field) =>
      field?.toLowerCase().includes(part),
    );
  };
}

/** The award held by this wallet (any case). */
export function awardOfWallet(wallet: string): (award: CommunityAttribution) => boolean {
  const wanted = wallet.toLowerCase();
  return (award) => attributionHolder(award).wallet?.toLowerCase() === wanted;
}

/** Finds the member with an ENS name (the service has no look-up by name). */
export type MemberByName = (
  client: QueryClient,
  name: string,
  signal: AbortSignal,
) => Promise<{ member: Member | undefined; foundBy: MemberFoundBy }>;

/** How the member of an exact search was found. */
export type MemberFoundBy =
  { by: 'wallet' | 'id' } | { by: 'name-cache' } | { by: 'name-list'; pagesRead: number; pages: number };

export type ExactAward = MemberFoundBy &
  (
    | { found: 'award'; member: Member; award: CommunityAttribution }
    /** The member holds no award of this badge. */
    | { found: 'not-held'; member: Member }
    | { found: 'no-member' }
    /** This server does not list a member's badges (an inferred operation): the whole list must tell. */
    | { found: 'not-offered'; member: Member }
  );

/** A member's badge as the attribution list shows it: the member stands for its membership. */
function awardRow(badge: MemberBadge, member: Member): CommunityAttribution {
  return {
    id: badge.id,
    earnedAt: badge.earnedAt,
    claimedAt: badge.claimedAt,
    ...(badge.badge ? { badge: badge.badge } : {}),
    membership: member,
  };
}

async function memberOf(
  client: QueryClient,
  communityId: string,
  search: ExactSearch,
  byName: MemberByName,
  signal: AbortSignal,
): Promise<{ member: Member | undefined; foundBy: MemberFoundBy }> {
  if (search.kind === 'name') return byName(client, search.name, signal);
  const ref = search.kind === 'wallet' ? search.wallet : search.id;
  return { member: await readMemberOrNone(communityId, ref, signal), foundBy: { by: search.kind } };
}

/**
 * The award of the badge held by the member the search names, read without the badge's list. The
 * key sits under the badge's lists, so an award or an update reads it again.
 */
export function exactAwardQuery(
  communityId: string,
  badgeId: string,
  search: ExactSearch | undefined,
  byName: MemberByName,
) {
  // byName finds members of the community the key names: it adds nothing to tell reads apart.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions<ExactAward>({
    queryKey: [...attributionKeys.lists(communityId, badgeId), 'exact', search ?? null],
    queryFn: !search
      ? skipToken
      : async ({ client, signal }) => {
          const { member, foundBy } = await memberOf(client, communityId, search, byName, signal);
          if (!member) return { ...foundBy, found: 'no-member' };
          try {
            const { items, incomplete } = await fetchAllMemberBadges(communityId, member.id, { signal });
            const badge = items.find((b) => b.badge?.id === badgeId);
            if (badge) return { ...foundBy, found: 'award', member, award: awardRow(badge, member) };
            if (incomplete)
              throw new Error(
                `Not every badge of the member could be read: ${describeIncompleteRead(incomplete)}`,
              );
            return { ...foundBy, found: 'not-held', member };
          } catch (error) {
            if (isMissingOperation(error) && !signal.aborted)
              return { ...foundBy, found: 'not-offered', member };
            throw error;
          }
        },
    retry: false,
  });
}
