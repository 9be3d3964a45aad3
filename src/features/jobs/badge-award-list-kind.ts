import { attributionCache, sendAttribution } from '../../api/resources/attributions';
import { isAlreadyAwarded, readBackAwards, type BadgeAwardParams } from './badge-award-kind';
import { defineJobKind, eachItem } from './job-kinds';
import type { ItemResult } from './job-types';

/**
 * Awarding a badge to a list of wallets, one item per line of the list, so the results have one
 * line per line of the file. Lines set aside before the start (invalid, duplicate, already awarded,
 * over the badge's maxClaims) carry `refused` and are recorded as skipped without a request; the
 * others are awarded one `POST …/badge/{badgeId}/attribution` each, settled after a lost answer the
 * same way as `badge-award`: read back before anything is sent again (see badge-award-kind.ts).
 */

/** Why a line is not sent, in the words of the results. */
export type AwardRefusal = 'invalid' | 'duplicate' | 'already awarded' | 'over the claim limit';

export interface BadgeAwardLine {
  /** The line of the file (1-based, the header counted). */
  line: number;
  /** Checksummed when valid; as written otherwise. */
  wallet: string;
  metadata?: Record<string, string | number | boolean>;
  /** Set for a line that is not sent: why, and the sentence for the results. */
  refused?: { outcome: AwardRefusal; message: string };
}

export const AWARD_LIST_CHUNK = 10;

/**
 * A line's result in words: awarded, already awarded, invalid, duplicate, over the claim limit,
 * failed, outcome unknown.
 */
export function awardOutcome(item: BadgeAwardLine, result: ItemResult): string {
  if (item.refused) return item.refused.outcome;
  switch (result.status) {
    case 'done':
      return 'awarded';
    case 'skipped':
      // Sent the first time and refused as already held: someone awarded it meanwhile.
      return 'already awarded';
    case 'unknown':
      return 'outcome unknown';
    default:
      return result.status;
  }
}

export const badgeAwardListKind = defineJobKind<BadgeAwardLine, BadgeAwardParams>({
  kind: 'badge-award-list',
  chunkSize: AWARD_LIST_CHUNK,
  // Lines set aside are never sent, so never uncertain: every line read back was sent.
  reconcile: readBackAwards,
  alreadyDone: (error, item) => !item.refused && isAlreadyAwarded(error),
  describe: (item) => item.wallet,
  describeResult: awardOutcome,
  resultColumns: [
    { header: 'line', value: (item) => item.line },
    { header: 'wallet', value: (item) => item.wallet },
  ],
  resultLabels: { done: 'awarded', unknown: 'outcome unknown' },
  unit: 'lines',
  // The badge's attributions and count, its leaderboard, the members' badges and the member lists.
  refresh: (queryClient, { communityId, badgeId }) =>
    attributionCache.awarded(queryClient, communityId, badgeId),
  run: (chunk, context) =>
    eachItem(chunk, context, async (item, { params, signal }) => {
      if (item.refused) return { status: 'skipped', reason: item.refused.message };
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
