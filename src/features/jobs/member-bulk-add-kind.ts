import { sendMembersBulk } from './api';
import { defineJobKind } from './job-kinds';
import type { ItemOutcome } from './job-types';

/**
 * Adding members in bulk (`POST /community/{id}/member/bulk`), 100 wallets a request, with the
 * given tag ids on every wallet. Resending is harmless: the service answers wallets that are already
 * members as skipped and adds nobody twice, so a chunk left in flight by a reload is sent again.
 *
 * The service does not document its answer: it may list the wallets added and skipped (the
 * sandbox does) or only count them, and both are read. A wallet the answer lists as skipped counts
 * as added when an earlier request with it went unanswered (that request added it: the import's
 * check had already set members aside), else as skipped, "Already a member".
 */
export interface MemberImportItem {
  /** Checksummed address. */
  wallet: string;
  /** The line of the imported file, for the results CSV. */
  line?: number;
}

export interface MemberImportParams {
  communityId: string;
  /** Tag ids applied to every wallet of the job. */
  tags: string[];
}

export const MEMBER_BULK_CHUNK = 100;

export const ADDED_EARLIER = 'Added by an earlier request whose answer was lost.';

function outcomes(
  chunk: readonly MemberImportItem[],
  uncertain: readonly boolean[],
  answer: { added?: number | string[]; skipped?: number | string[] },
): ItemOutcome[] {
  const { added, skipped } = answer;
  if (Array.isArray(added) || Array.isArray(skipped)) {
    const skippedSet = new Set((Array.isArray(skipped) ? skipped : []).map((w) => w.toLowerCase()));
    return chunk.map((item, i) => {
      if (!skippedSet.has(item.wallet.toLowerCase())) return { status: 'done' };
      return uncertain[i]
        ? { status: 'done', message: ADDED_EARLIER }
        : { status: 'skipped', reason: 'Already a member' };
    });
  }
  const skippedCount = typeof skipped === 'number' ? skipped : 0;
  if (skippedCount === 0) return chunk.map(() => ({ status: 'done' }));
  const message = `Added, or already a member: the service counted ${skippedCount} of these ${chunk.length} wallets as already members without naming them.`;
  return chunk.map(() => ({ status: 'done', message }));
}

export const memberBulkAddKind = defineJobKind<MemberImportItem, MemberImportParams>({
  kind: 'member-bulk-add',
  chunkSize: MEMBER_BULK_CHUNK,
  resendIsSafe: true,
  describe: (item) => item.wallet,
  run: async (chunk, { params, signal, uncertain }) => {
    const answer = await sendMembersBulk(
      params.communityId,
      { wallets: chunk.map((item) => item.wallet), ...(params.tags.length > 0 ? { tags: params.tags } : {}) },
      signal,
    );
    return outcomes(chunk, uncertain, answer);
  },
});
