import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { memberOrNoneQuery } from '../../api/resources/members';
import type { Member } from '../../api/types';
import { readMemberSearch, type MemberSearch } from '../../lib/member-ref';
import type { RankedEntry } from './board';

export interface BoardSearch {
  search: MemberSearch | undefined;
  /** The entries the search keeps, their ranks those of the whole board (all of them without one). */
  entries: RankedEntry[] | undefined;
  /** For a member id: the member read for their wallet (the board names wallets, not members). */
  member: UseQueryResult<Member | null> | undefined;
}

/** The words of an entry a search looks in, lower case: its wallet and its ENS name. */
function entryHolds(part: string): (entry: RankedEntry) => boolean {
  return (entry) => entry.key.includes(part) || (entry.name?.toLowerCase().includes(part) ?? false);
}

/**
 * Filters the board (read whole) by wallet, ENS name or member id, or part of one. A member id is
 * read as the member's wallet; anything else is matched in the entries' wallets and names.
 */
export function useBoardSearch(
  communityId: string,
  entries: RankedEntry[] | undefined,
  q: string | undefined,
): BoardSearch {
  const search = useMemo(() => (q === undefined ? undefined : readMemberSearch(q)), [q]);
  const memberId = search?.kind === 'id' ? search.id : undefined;
  const member = useQuery({
    ...memberOrNoneQuery(communityId, memberId ?? ''),
    enabled: memberId !== undefined,
  });
  const wallet = member.data?.wallet?.toLowerCase();
  const kept = useMemo(() => {
    if (!entries || !search) return entries;
    // Until the member is read the rows wait; no member (or a failed read, said above) keeps none.
    if (search.kind === 'id')
      return wallet ? entries.filter((e) => e.key === wallet) : member.isPending ? undefined : [];
    const part =
      search.kind === 'wallet' ? search.wallet : search.kind === 'name' ? search.name : search.part;
    return entries.filter(entryHolds(part.toLowerCase()));
  }, [entries, search, wallet, member.isPending]);
  return { search, entries: kept, member: memberId ? member : undefined };
}
