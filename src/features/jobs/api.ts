import { addMembersBulk, createBadgeAttribution } from '../../api/generated/sdk.gen';
import type { MemberBulkResult } from '../../api/generated/types.gen';

/** The two bulk operations the job kinds send (one place for the generated SDK in this feature). */

export function sendMembersBulk(
  communityId: string,
  body: { wallets: string[]; tags?: string[] },
  signal: AbortSignal,
): Promise<MemberBulkResult> {
  return addMembersBulk({ path: { id: communityId }, body, signal, throwOnError: true }).then((r) => r.data);
}

export function sendAttribution(
  path: { communityId: string; badgeId: string },
  body: { wallet: string; autoClaim?: boolean; metadata?: Record<string, unknown> },
  signal: AbortSignal,
): Promise<unknown> {
  return createBadgeAttribution({
    path: { id: path.communityId, badgeId: path.badgeId },
    body,
    signal,
    throwOnError: true,
  }).then((r) => r.data);
}
