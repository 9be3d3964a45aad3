import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AttributionStatus, CommunityAttribution } from '../../api/types';
import type { ListQuery } from '../../components/data-table/data-table';
import type { RowFilter } from '../../hooks/use-sorted-list';
import { readMemberSearch, type MemberSearch } from '../../lib/member-ref';
import {
  awardMatches,
  awardOfWallet,
  exactAwardQuery,
  type ExactAward,
  type MemberByName,
} from './award-search';

export interface AwardSearchState {
  search: MemberSearch | undefined;
  /** The exact search's read; undefined for part of a value (or no search). */
  exact: UseQueryResult<ExactAward> | undefined;
  /** The table's rows when the exact search answers them (undefined: the list answers). */
  exactRows: ListQuery<CommunityAttribution> | undefined;
  /** What the whole list is searched for: part of a value, or a member whose badges cannot be listed. */
  filter: RowFilter<CommunityAttribution> | undefined;
}

const hasStatus = (status: AttributionStatus | undefined) => (a: CommunityAttribution) =>
  status === undefined || (status === 'claimed') === Boolean(a.claimedAt);

/** The awards search `q` of a badge's attribution list (see award-search.ts for how it is answered). */
export function useAwardSearch(
  communityId: string,
  badgeId: string,
  search: { q: string | undefined; status: AttributionStatus | undefined; byName: MemberByName },
): AwardSearchState {
  const { q, status, byName } = search;
  const read = useMemo(() => (q === undefined ? undefined : readMemberSearch(q)), [q]);
  const exactSearch = read?.kind === 'part' ? undefined : read;
  const exact = useQuery(exactAwardQuery(communityId, badgeId, exactSearch, byName));
  const answer = exact.data;
  // A member whose badges this server cannot list is looked for in the whole list, by wallet.
  const fallbackWallet = answer?.found === 'not-offered' ? answer.member.wallet : undefined;
  const filter = useMemo(() => {
    if (read?.kind === 'part') return { matches: awardMatches(read.part) };
    if (fallbackWallet) return { matches: awardOfWallet(fallbackWallet) };
    return undefined;
  }, [read, fallbackWallet]);
  const rows = useMemo(
    () => (answer?.found === 'award' ? [answer.award].filter(hasStatus(status)) : []),
    [answer, status],
  );
  const answersRows = exactSearch !== undefined && fallbackWallet === undefined;
  return {
    search: read,
    exact: exactSearch ? exact : undefined,
    exactRows: answersRows
      ? {
          data: answer ? { results: rows, total: rows.length } : undefined,
          error: exact.error,
          isPending: exact.isPending,
          isPlaceholderData: false,
          refetch: exact.refetch,
        }
      : undefined,
    filter,
  };
}
