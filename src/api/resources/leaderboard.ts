import type { QueryClient } from '@tanstack/react-query';
import type { PageRequest } from '../fetch-all-pages';
import { getBadgeLeaderboardQueryKey } from '../generated/@tanstack/react-query.gen';
import { getBadgeLeaderboard } from '../generated/sdk.gen';
import type { GetBadgeLeaderboardData, GetBadgeLeaderboardResponse } from '../generated/types.gen';

/**
 * A badge's leaderboard. The page reads the whole board (docs/decisions/005), so its query (in
 * features/leaderboard/api.ts) is not a generated `…Options`; its key is built here, on the
 * operation's generated key, so every order of the board matches `boards`.
 */

export type LeaderboardQuery = NonNullable<GetBadgeLeaderboardData['query']>;

export const leaderboardKeys = {
  /** Every read of the badge's board, in any order, whole or a page. */
  boards: (communityId: string, badgeId: string) =>
    getBadgeLeaderboardQueryKey({ path: { id: communityId, badgeId } }),
  /** The whole board in one order; a single page of the same operation is a different value. */
  wholeBoard: (options: { path: { id: string; badgeId: string }; query: LeaderboardQuery }) =>
    [...getBadgeLeaderboardQueryKey(options), 'whole-board'] as const,
};

/** One page of the board in one order, for the reader of the whole board. */
export async function readBoardPage(
  options: { path: { id: string; badgeId: string }; query: LeaderboardQuery },
  { page, perPage, signal }: PageRequest,
): Promise<GetBadgeLeaderboardResponse> {
  const answer = await getBadgeLeaderboard({
    ...options,
    query: { ...options.query, page, perPage },
    signal,
    throwOnError: true,
  });
  return answer.data;
}

export const leaderboardCache = {
  /**
   * The badge's attributions changed (an award, a claim): every order of its board reads again. A
   * board on screen stays there and is swapped when the new one is complete, with its new read time.
   */
  attributionsChanged(queryClient: QueryClient, communityId: string, badgeId: string) {
    void queryClient.invalidateQueries({ queryKey: leaderboardKeys.boards(communityId, badgeId) });
  },
};
