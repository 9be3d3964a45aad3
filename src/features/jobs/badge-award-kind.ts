import { isApiError } from '../../api/errors';
import { attributionCache, fetchAllAttributions, sendAttribution } from '../../api/resources/attributions';
import { fetchAllMemberBadges } from '../../api/resources/members';
import { defineJobKind, eachItem } from './job-kinds';
import type { ItemResult, RunContext } from './job-types';
import { notOffered, once, readBack, wholeReadHolds } from './read-back';

/**
 * Awarding a badge to many wallets: one `POST …/badge/{badgeId}/attribution` per wallet, ten
 * wallets to a chunk (one progress write per ten requests). A wallet whose request went unanswered
 * (a cut connection, a timeout, a 5xx) is read back before anything is sent again (`reconcile`):
 * a wallet holding the badge is awarded, confirmed by the read; only one the read shows without it
 * is sent again. A wallet sent for the first time and refused with 400 "… has already been
 * awarded this badge" was awarded by someone else meanwhile: skipped, with the service's words.
 */
export interface BadgeAwardItem {
  wallet: string;
  line?: number;
  metadata?: Record<string, string | number | boolean>;
}

export interface BadgeAwardParams {
  communityId: string;
  badgeId: string;
  autoClaim?: boolean;
}

export const BADGE_AWARD_CHUNK = 10;

/** The refusal of a wallet that already holds the badge (the sandbox's and the service's 400). */
export function isAlreadyAwarded(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && /already been awarded/i.test(error.message);
}

/**
 * Which of these wallets hold the badge: each wallet's own badges, or, for a wallet that is not a
 * member (an award whose request did not arrive may have made none) or a service without that read,
 * the badge's whole list of awards, read once for the chunk.
 */
export function readBackAwards(
  chunk: readonly { wallet: string }[],
  { params, signal }: Pick<RunContext<BadgeAwardParams>, 'params' | 'signal'>,
): Promise<(ItemResult | undefined)[]> {
  const { communityId, badgeId } = params;
  const awards = once(() => fetchAllAttributions(communityId, badgeId, { signal }));
  return readBack(chunk, async ({ wallet }) => {
    try {
      const badges = await fetchAllMemberBadges(communityId, wallet, { signal });
      return wholeReadHolds(badges, (b) => b.badge?.id === badgeId, `the badges of ${wallet}`);
    } catch (error) {
      if (!notOffered(error, signal)) throw error;
    }
    const key = wallet.toLowerCase();
    return wholeReadHolds(
      await awards(),
      (a) => (a.account?.wallet ?? a.membership?.wallet)?.toLowerCase() === key,
      'the awards of the badge',
    );
  });
}

export const badgeAwardKind = defineJobKind<BadgeAwardItem, BadgeAwardParams>({
  kind: 'badge-award',
  chunkSize: BADGE_AWARD_CHUNK,
  reconcile: readBackAwards,
  alreadyDone: (error) => isAlreadyAwarded(error),
  describe: (item) => item.wallet,
  resultColumns: [
    { header: 'line', value: (item) => item.line },
    { header: 'wallet', value: (item) => item.wallet },
  ],
  resultLabels: { done: 'awarded', unknown: 'outcome unknown' },
  unit: 'wallets',
  // The badge's attributions and count, its leaderboard, the members' badges and the member lists.
  refresh: (queryClient, { communityId, badgeId }) =>
    attributionCache.awarded(queryClient, communityId, badgeId),
  run: (chunk, context) =>
    eachItem(chunk, context, async (item, { params, signal }) => {
      await sendAttribution(
        params,
        {
          wallet: item.wallet,
          ...(params.autoClaim ? { autoClaim: true } : {}),
          ...(item.metadata && Object.keys(item.metadata).length > 0 ? { metadata: item.metadata } : {}),
        },
        signal,
      );
      return undefined;
    }),
});
