import { createFile, updateBadge } from '../../api/generated/sdk.gen';
import type { File as FileRecord } from '../../api/generated/types.gen';

/**
 * The writes batch art sends outside React (a job runs them, after a reload too): the file record
 * that carries the signed upload instructions, and the badge's new `image`. The job that sends
 * them refreshes the badges' cache through `badgeCache` when it moves on.
 */
export async function sendFileRecord(
  communityId: string,
  name: string,
  signal: AbortSignal,
): Promise<FileRecord> {
  const response = await createFile({
    path: { id: communityId },
    body: { name },
    signal,
    throwOnError: true,
  });
  return response.data;
}

export async function sendBadgeImage(
  path: { communityId: string; badgeId: string },
  image: string,
  signal: AbortSignal,
): Promise<void> {
  await updateBadge({
    path: { id: path.communityId, badgeId: path.badgeId },
    body: { image },
    signal,
    throwOnError: true,
  });
}
