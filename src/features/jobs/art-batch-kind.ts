import { badgeCache, sendBadgeImage } from '../../api/resources/badges';
import { sendFileRecord } from '../../api/resources/files';
import { isUploadError, postToUploadHost } from '../../api/upload-host';
import { defineJobKind, eachItem } from './job-kinds';
import type { ItemOutcome } from './job-types';

/**
 * Batch art: one prepared image per badge, each sent the way the upload widget sends one (a file
 * record with signed upload instructions, the bytes POSTed to the upload host), then set as the
 * badge's `image`. The prepared bytes travel in the job's items, which are kept in IndexedDB, so a
 * job resumed after a reload still has them.
 *
 * Beside the runner like the other kinds, as its steps are all service and upload-host requests,
 * but not registered by it: a job resumes once this module loads, which the batch page does, so
 * the first route does not carry it.
 */
export interface ArtBatchItem {
  /** The file as the admin dropped it. */
  file: string;
  /** The name it is stored under (the studio's output is WebP). */
  name: string;
  type: string;
  bytes: Blob;
  badgeId: string;
  badgeTitle: string;
  /** The badge's image before the job, for the before/after report. */
  previousImage: string | null;
}

export interface ArtBatchParams {
  communityId: string;
  /** The badges whose art the job replaces: their pages and the lists are read again. */
  badgeIds: string[];
}

export const ART_BATCH_KIND = 'badge-art-batch';

/** One image: its file record, its bytes to the upload host, then the badge's image. */
export async function sendArt(
  item: ArtBatchItem,
  { communityId }: ArtBatchParams,
  signal: AbortSignal,
): Promise<ItemOutcome> {
  const record = await sendFileRecord(communityId, item.name, signal);
  if (!record.upload || !record.url) {
    return {
      status: 'failed',
      message: 'The file record came without upload instructions or a CDN address.',
    };
  }
  try {
    await postToUploadHost(record.upload, new File([item.bytes], item.name, { type: item.type }), { signal });
  } catch (error) {
    // A refusal other than expired credentials repeats the same way: no point in retrying it.
    if (isUploadError(error) && error.kind === 'http' && !error.expired) {
      return { status: 'failed', message: error.message };
    }
    throw error;
  }
  await sendBadgeImage({ communityId, badgeId: item.badgeId }, record.url, signal);
  return { status: 'done', message: record.url };
}

export const artBatchKind = defineJobKind<ArtBatchItem, ArtBatchParams>({
  kind: ART_BATCH_KIND,
  // One image per step: each is three requests and a body of up to a few megabytes.
  chunkSize: 1,
  // Sent again, an image makes one more file record and sets the badge's image once more: harmless.
  resendIsSafe: true,
  unit: 'images',
  resultLabels: { done: 'replaced' },
  describe: (item) => `${item.file} → ${item.badgeTitle}`,
  resultColumns: [
    { header: 'file', value: (item) => item.file },
    { header: 'badge', value: (item) => item.badgeTitle },
    { header: 'badge id', value: (item) => item.badgeId },
    { header: 'previous image', value: (item) => item.previousImage },
  ],
  refresh: (queryClient, { communityId, badgeIds }) => {
    for (const badgeId of badgeIds) badgeCache.changed(queryClient, communityId, badgeId);
  },
  run: (chunk, context) =>
    eachItem(chunk, context, (item, { params, signal }) => sendArt(item, params, signal)),
});
