import { describeIncompleteRead } from '../../api/fetch-all-pages';
import { fetchAllTagMembers } from '../../api/resources/tags';
import type { BadgeTag } from '../../api/types';

/*
 * A badge's gating tags say who may claim it. The service awards any wallet all the same, so an
 * award to a wallet holding none of them leaves a badge its holder cannot claim: the award pages
 * say so before sending, as the eligibility check does.
 */

/** The tags' names, for a sentence: "Core, Artists". */
export const tagNames = (tags: readonly BadgeTag[]): string => tags.map((t) => t.name).join(', ');

/** The wallets (lower case) holding at least one of `tags`, from each tag's whole member list. */
export async function readTagHolders(
  communityId: string,
  tags: readonly BadgeTag[],
  signal: AbortSignal,
): Promise<Set<string>> {
  const holders = new Set<string>();
  for (const tag of tags) {
    const { items, incomplete } = await fetchAllTagMembers(communityId, tag.id, { signal });
    // Part of a tag's members cannot tell that a wallet does not hold it.
    if (incomplete)
      throw new Error(`Not every member of ${tag.name} could be read: ${describeIncompleteRead(incomplete)}`);
    for (const member of items) if (member.wallet) holders.add(member.wallet.toLowerCase());
  }
  return holders;
}

/** What an award to `wallet` cannot do, when it holds none of the badge's gating tags. */
export function missingTagWarning(wallet: string, tags: readonly BadgeTag[]): string {
  return `${wallet} holds none of the badge's gating tags (${tagNames(tags)}): it will hold the badge but cannot claim it. Select “Award badge” again to award it anyway, or give it a tag first.`;
}
