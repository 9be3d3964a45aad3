import { describe, expect, it, vi } from 'vitest';
import { SANDBOX_UPLOAD_ORIGIN, SANDBOX_UPLOAD_PROGRESS_CHANNEL } from '../../config/sandbox';
import { listenToSandboxUploadProgress } from './sandbox-upload-progress';

const upload = { url: `${SANDBOX_UPLOAD_ORIGIN}/other-page-files`, body: { key: 'c1/art-png' } };

async function post(...messages: unknown[]) {
  const host = new BroadcastChannel(SANDBOX_UPLOAD_PROGRESS_CHANNEL);
  for (const message of messages) host.postMessage(message);
  host.close();
  // Delivery is asynchronous: wait a turn of the event loop.
  await new Promise<void>((resolve) => setTimeout(resolve, 20));
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
