import { describe, expect, it, vi } from 'vitest';
import { SANDBOX_UPLOAD_ORIGIN, SANDBOX_UPLOAD_PROGRESS_CHANNEL } from '../../config/sandbox';
import { listenToSandboxUploadProgress } from './sandbox-upload-progress';

const upload = { url: `${SANDBOX_UPLOAD_ORIGIN}/other-page-files`, body: { key: 'c1/art-png' } };

/**
 * Posts the messages as the sandbox's host does, then a marker, and resolves once a receiver opened
 * after the listener under test has the marker: a channel delivers to its receivers in the order
 * they were opened, so by then the listener has been handed every message before it.
 */
async function post(...messages: unknown[]) {
  const marker = { delivered: Math.random() };
  const barrier = new BroadcastChannel(SANDBOX_UPLOAD_PROGRESS_CHANNEL);
  const delivered = new Promise<void>((resolve) => {
    barrier.onmessage = (event: MessageEvent<unknown>) => {
      if (event.data && typeof event.data === 'object' && 'delivered' in event.data) resolve();
    };
  });
  const host = new BroadcastChannel(SANDBOX_UPLOAD_PROGRESS_CHANNEL);
  for (const message of [...messages, marker]) host.postMessage(message);
  host.close();
  await delivered;
  barrier.close();
}

describe('listenToSandboxUploadProgress', () => {
  it("reports the share the sandbox's host received of this upload only, until stopped", async () => {
    const onProgress = vi.fn();
    const stop = listenToSandboxUploadProgress(upload, onProgress);
    await post(
      { key: 'c1/art-png', loaded: 250, total: 1000 },
      { key: 'c1/other-png', loaded: 900, total: 1000 },
      { key: 'c1/art-png', loaded: 'a lot', total: 1000 },
      { key: 'c1/art-png', loaded: 1000, total: 1000 },
    );
    expect(onProgress.mock.calls).toEqual([[0.25], [1]]);
    stop();
    await post({ key: 'c1/art-png', loaded: 500, total: 1000 });
    expect(onProgress).toHaveBeenCalledTimes(2);
  });

  it('listens to nothing for another upload host', async () => {
    const onProgress = vi.fn();
    const stop = listenToSandboxUploadProgress(
      { ...upload, url: 'https://s3.example.test/bucket' },
      onProgress,
    );
    await post({ key: 'c1/art-png', loaded: 250, total: 1000 });
    stop();
    expect(onProgress).not.toHaveBeenCalled();
  });
});
