import { isApiError } from '../../api/errors';
import { attributionCache, sendAttribution } from '../../api/resources/attributions';
import { defineJobKind, eachItem } from './job-kinds';

/**
 * Awarding a badge to many wallets: one `POST …/badge/{badgeId}/attribution` per wallet, ten
 * wallets to a chunk (one progress write per ten requests). A wallet can hold a badge once: the
 * service refuses a second award with 400 "… has already been awarded this badge". That refusal is
 * how a wallet whose earlier request went unanswered is settled: it is sent again, and the refusal
 * means the earlier request went through (done). For a wallet sent the first time it means someone
 * else awarded it meanwhile (skipped, with the service's words). Nothing is awarded twice.
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

export const badgeAwardKind = defineJobKind<BadgeAwardItem, BadgeAwardParams>({
  kind: 'badge-award',
  chunkSize: BADGE_AWARD_CHUNK,
  alreadyDone: (error) => isAlreadyAwarded(error),
  describe: (item) => item.wallet,
  resultColumns: [
    { header: 'line', value: (item) => item.line },
    { header: 'wallet', value: (item) => item.wallet },
  ],
  resultLabels: { done: 'awarded' },
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
