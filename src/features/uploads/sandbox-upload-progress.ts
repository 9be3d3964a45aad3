import type { UploadInstructions } from '../../api/upload-host';
import { SANDBOX_UPLOAD_ORIGIN, SANDBOX_UPLOAD_PROGRESS_CHANNEL } from '../../config/sandbox';

interface HostProgress {
  key: string;
  loaded: number;
  total: number;
}

function isHostProgress(value: unknown): value is HostProgress {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<Record<keyof HostProgress, unknown>>;
  return typeof v.key === 'string' && typeof v.loaded === 'number' && typeof v.total === 'number';
}

/**
 * How much of an upload the sandbox's emulated upload host has received. Chromium fires no upload
 * progress event at all for a request a service worker answers (measured: a 4 MB form sent through
 * one gave none, not even at the end), so in sandbox mode this is the only honest measure; the
 * host says it when it is slowed down. For any other upload host this listens to nothing.
 * Returns the function that stops listening.
 *
 * Not a worker client (src/lib/worker-rpc.ts): nothing is asked and nothing answers; the host
 * broadcasts what it received to every tab, and this only listens.
 */
export function listenToSandboxUploadProgress(
  upload: UploadInstructions,
  onProgress: ((fraction: number) => void) | undefined,
): () => void {
  const key = upload.body?.key;
  if (
    !onProgress ||
    !key ||
    !upload.url?.startsWith(`${SANDBOX_UPLOAD_ORIGIN}/`) ||
    typeof BroadcastChannel === 'undefined'
  ) {
    return () => undefined;
  }
  const channel = new BroadcastChannel(SANDBOX_UPLOAD_PROGRESS_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const { data } = event;
    if (isHostProgress(data) && data.key === key && data.total > 0) {
      onProgress(Math.min(1, data.loaded / data.total));
    }
  };
  return () => channel.close();
}
