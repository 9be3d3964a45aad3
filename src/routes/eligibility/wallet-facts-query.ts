import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { BadgeTag } from '../../api/types';
import { readHeldTags, readMemberAward, walletFactsKey } from '../../features/eligibility/api';
import type { TaskProgress } from '../../hooks/use-cancellable-task';
import { findSubject } from './find-subject';

interface FactsArgs {
  communityId: string;
  subject: string;
  badgeId: string;
  gating: readonly BadgeTag[];
}

/** Who the wallet is (member or not), which of the badge's gating tags it holds, and its award. */
async function readWalletFacts(
  queryClient: QueryClient,
  { communityId, subject, badgeId, gating }: FactsArgs,
  signal: AbortSignal,
  onProgress: (progress: TaskProgress) => void,
) {
  const found = await findSubject(queryClient, communityId, subject, signal, onProgress);
  const { member } = found;
  const heldTags = member ? await readHeldTags(communityId, member.id, gating, signal) : [];
  const award = member ? await readMemberAward(communityId, member, badgeId, signal) : undefined;
  return { ...found, heldTags, award };
}

/**
 * What the doctor reads about the wallet for one badge. The gating tags are in the key, so a badge
 * whose tags changed is read against its new tags. The client and the progress callback are not:
 * they say how to read, not what.
 */
export function walletFactsQuery(
  queryClient: QueryClient,
  args: FactsArgs,
  onProgress: (progress: TaskProgress) => void,
) {
  const { communityId, subject, badgeId, gating } = args;
  const read = ({ signal }: { signal: AbortSignal }) =>
    readWalletFacts(queryClient, args, signal, onProgress);
  return queryOptions({
    queryKey: [...walletFactsKey(communityId, subject, badgeId), gating.map((t) => t.id).join(',')],
    queryFn: read,
  });
}
