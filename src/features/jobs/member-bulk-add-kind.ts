import type { Member } from '../../api/generated/types.gen';
import { fetchAllMembers, memberCache, readMemberOrNone, sendMembersBulk } from '../../api/resources/members';
import { defineJobKind, isRefusal } from './job-kinds';
import type { ItemOutcome, ItemResult, RunContext } from './job-types';
import { notOffered, once, readBack, wholeReadHolds } from './read-back';

/**
 * Adding members in bulk (`POST /community/{id}/member/bulk`), 100 wallets a request, with the
 * job's tag ids on every wallet and each item's own tags on it (wallets with different tags go in
 * separate requests of the chunk). A wallet whose request went unanswered (a reload, a cut
 * connection, a timeout) is read back before it is sent again (`reconcile`): a member with the
 * tags it was to get was added, confirmed by the read; the others are sent again.
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
  /** Tag ids for this wallet only (a tags column), besides the job's own. */
  tags?: string[];
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

const sameMember = (wallet: string) => (m: Member) => m.wallet?.toLowerCase() === wallet.toLowerCase();

/**
 * Which of these wallets the service holds as members with the tags they were to get: each wallet
 * read on its own, and each tag's members read once for the chunk. Where the service offers no
 * read of a tag's members, a member is sent again: the bulk add answers them as skipped and a
 * member holds a tag once, so the repeat changes nothing but the tags it was to give.
 */
function readBackMembers(
  chunk: readonly MemberImportItem[],
  { params, signal }: RunContext<MemberImportParams>,
): Promise<(ItemResult | undefined)[]> {
  // Per tag: whether a wallet holds it, or undefined where the service offers no such read.
  const tagReads = new Map<string, () => Promise<((wallet: string) => boolean) | undefined>>();
  const tagged = (tagId: string) => {
    let read = tagReads.get(tagId);
    if (!read) {
      read = once(async () => {
        try {
          const members = await fetchAllMembers(params.communityId, tagId, { signal });
          return (wallet: string) =>
            wholeReadHolds(members, sameMember(wallet), `the members of tag ${tagId}`);
        } catch (error) {
          if (notOffered(error, signal)) return undefined;
          throw error;
        }
      });
      tagReads.set(tagId, read);
    }
    return read();
  };
  return readBack(chunk, async (item) => {
    if (!(await readMemberOrNone(params.communityId, item.wallet, signal))) return false;
    for (const tagId of new Set([...params.tags, ...(item.tags ?? [])])) {
      const holds = await tagged(tagId);
      if (!holds?.(item.wallet)) return false;
    }
    return true;
  });
}

export const memberBulkAddKind = defineJobKind<MemberImportItem, MemberImportParams>({
  kind: 'member-bulk-add',
  chunkSize: MEMBER_BULK_CHUNK,
  reconcile: readBackMembers,
  describe: (item) => item.wallet,
  resultColumns: [
    { header: 'line', value: (item) => item.line },
    { header: 'wallet', value: (item) => item.wallet },
  ],
  resultLabels: { done: 'added', unknown: 'outcome unknown' },
  unit: 'wallets',
  // The member lists and count, and every tag's members (the import may tag them).
  refresh: (queryClient, { communityId }) => memberCache.addedMany(queryClient, communityId),
  run: async (chunk, { params, signal, uncertain }) => {
    const results: ItemOutcome[] = [];
    // One request per set of tags (the operation takes one list of tags for all its wallets).
    for (const group of groupByTags(chunk, params.tags)) {
      const wallets = group.indices.map((i) => chunk[i]?.wallet ?? '');
      try {
        const answer = await sendMembersBulk(
          params.communityId,
          { wallets, ...(group.tags.length > 0 ? { tags: group.tags } : {}) },
          signal,
        );
        const groupOutcomes = outcomes(
          group.indices.map((i) => chunk[i] ?? { wallet: '' }),
          group.indices.map((i) => uncertain[i] ?? false),
          answer,
        );
        group.indices.forEach((i, k) => (results[i] = groupOutcomes[k] ?? { status: 'done' }));
      } catch (error) {
        group.indices.forEach((i) => (results[i] = { status: 'error', error }));
        // The rest of the chunk is not sent after a refusal (429, 5xx): it carries the same error,
        // marked as never sent, so the runner retries it (or fails it) with the same verdict. After a
        // lost answer the next group goes out as usual.
        if (isRefusal(error)) {
          return chunk.map((_, i) => results[i] ?? { status: 'error', error, notSent: true });
        }
      }
    }
    return chunk.map((_, i) => results[i] ?? { status: 'done' });
  },
});

interface TagGroup {
  tags: string[];
  /** Positions in the chunk. */
  indices: number[];
}

/** The chunk's items by the tags they get (the job's and their own), in order of first use. */
export function groupByTags(chunk: readonly MemberImportItem[], jobTags: readonly string[]): TagGroup[] {
  const groups = new Map<string, TagGroup>();
  chunk.forEach((item, i) => {
    const tags = [...new Set([...jobTags, ...(item.tags ?? [])])].sort();
    const key = tags.join(',');
    const group = groups.get(key) ?? { tags, indices: [] };
    group.indices.push(i);
    groups.set(key, group);
  });
  return [...groups.values()];
}
