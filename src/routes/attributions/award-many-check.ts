import { errorMessage } from '../../api/errors';
import { describeIncompleteRead, isReadCancelled } from '../../api/fetch-all-pages';
import { fetchAllAttributions } from '../../api/resources/attributions';
import type { BadgeTag } from '../../api/types';
import { attributionHolder } from '../../features/attributions/attribution-wallet';
import { readTagHolders } from '../../features/attributions/gating';
import { findExistingMembers, type ExistingCheck } from '../../features/members/existing-members';
import type { CheckProgress, WalletListCheck } from '../../features/wallet-list/types';

/**
 * What a bulk award asks the service before its dry run: every attribution of the badge (who holds
 * it, how many claims it has used: required), and which of the list's wallets are members (the
 * service makes the others members as it awards them: said in the dry run, not required), and who
 * holds one of the badge's gating tags (the others cannot claim it: said in the dry run, not required).
 */

export interface BadgeHolders {
  /** Wallets holding the badge (lower case). */
  wallets: Set<string>;
  /** Attributions of the badge, claim codes not yet redeemed included. */
  total: number;
}

export interface AwardCheck {
  holders: BadgeHolders;
  /** Null when the members could not be read (`membersError`). */
  members: ExistingCheck | null;
  membersError?: string;
  /** Wallets holding a gating tag (lower case); null when the badge has none or they could not be read. */
  tagHolders: ReadonlySet<string> | null;
  tagHoldersError?: string;
}

export function awardCheck(
  communityId: string,
  badgeId: string,
  gatingTags: readonly BadgeTag[],
): WalletListCheck<AwardCheck> {
  return {
    run: async (wallets, { signal, onProgress }) => {
      // The members' check stops with the holders' read: its progress must not outlive a failure.
      const both = new AbortController();
      const stop = () => both.abort();
      signal.addEventListener('abort', stop);
      try {
        return await readBoth(wallets, both.signal, onProgress);
      } finally {
        stop();
        signal.removeEventListener('abort', stop);
      }
    },
    failed: 'Could not read who holds the badge',
    required: true,
  };

  async function readBoth(
    wallets: readonly string[],
    signal: AbortSignal,
    report: (progress: CheckProgress) => void,
  ): Promise<AwardCheck> {
    const onProgress = (progress: CheckProgress) => {
      if (!signal.aborted) report(progress);
    };
    const members = findExistingMembers(communityId, wallets, {
      signal,
      onProgress: (p) =>
        onProgress({
          label: 'Checking which wallets are members',
          done: p.done,
          total: p.total,
          unit: p.method === 'lookups' ? 'wallets' : 'members',
        }),
    }).then(
      (found) => ({ members: found }),
      (error: unknown) => {
        if (signal.aborted || isReadCancelled(error)) throw error;
        return { members: null, membersError: errorMessage(error) };
      },
    );
    // Awaited below, unless the holders fail first: then its cancellation is nobody's error.
    members.catch(() => undefined);
    const tagHolders =
      gatingTags.length === 0
        ? Promise.resolve({ tagHolders: null })
        : readTagHolders(communityId, gatingTags, signal).then(
            (found) => ({ tagHolders: found }),
            (error: unknown) => {
              if (signal.aborted || isReadCancelled(error)) throw error;
              return { tagHolders: null, tagHoldersError: errorMessage(error) };
            },
          );
    tagHolders.catch(() => undefined);
    const all = await fetchAllAttributions(communityId, badgeId, {
      signal,
      onProgress: (p) =>
        onProgress({
          label: 'Reading who holds the badge',
          done: p.loaded,
          total: p.total,
          unit: 'attributions',
        }),
    });
    // Holders counted from part of the list would let the dry run promise claims that are gone.
    if (all.incomplete) {
      throw new Error(`Not every attribution could be read: ${describeIncompleteRead(all.incomplete)}`);
    }
    const held = new Set<string>();
    for (const attribution of all.items) {
      const wallet = attributionHolder(attribution).wallet;
      if (wallet) held.add(wallet.toLowerCase());
    }
    return {
      holders: { wallets: held, total: Math.max(all.total, all.items.length) },
      ...(await members),
      ...(await tagHolders),
    };
  }
}
