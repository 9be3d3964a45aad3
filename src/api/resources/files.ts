import { createFile } from '../generated/sdk.gen';
import type { File as FileRecord } from '../generated/types.gen';

/**
 * Files: the record that carries a file's signed upload instructions and CDN address, created
 * outside a mutation (one line of a batch art job, which may run after a reload).
 */
export async function sendFileRecord(communityId: string, name: string, signal: AbortSignal): Promise<FileRecord> {
  const response = await createFile({
    path: { id: communityId },
    body: { name },
    signal,
    throwOnError: true,
  });
  return response.data;
}
