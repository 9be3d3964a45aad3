import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SANDBOX_API_KEY, SANDBOX_UPLOAD_PROGRESS_CHANNEL } from '../../config/sandbox';
import type { FileRecord } from '../domain/types';
import { createTestSandbox } from '../node';
import { NO_FAULTS } from './runtime';
import { RECEIVED_AT_PACE_HEADER } from './upload-handlers';

/** A slowed upload host: set over the control API, it takes a file at that pace and says so. */
const ORIGIN = 'http://sandbox.test';
const API = `${ORIGIN}/sandbox-api/v1`;
const CONTROL = `${ORIGIN}/sandbox-api/_control`;
const sandbox = createTestSandbox(ORIGIN);

beforeAll(() => sandbox.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sandbox.runtime.reset('demo');
  sandbox.runtime.faults = { ...NO_FAULTS };
});
afterAll(() => sandbox.server.close());

function setFaults(body: unknown): Promise<Response> {
  return fetch(`${CONTROL}/faults`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function createFile(): Promise<FileRecord> {
  const id = sandbox.runtime.store.data.communities[0]?.id ?? '';
  const response = await fetch(`${API}/community/${id}/file`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Api-Key': SANDBOX_API_KEY },
    body: JSON.stringify({ name: 'slow.png' }),
  });
  return (await response.json()) as FileRecord;
}

/** A PNG signature padded to `size` bytes. */
function png(size: number): Blob {
  const bytes = new Uint8Array(size);
  bytes.set([137, 80, 78, 71, 13, 10, 26, 10]);
  return new Blob([bytes], { type: 'image/png' });
}

describe('upload speed', () => {
  it('takes the file at the set pace and says how much it has received, keyed by the upload', async () => {
    const set = await setFaults({ uploadBytesPerSecond: 10_000 });
    expect(((await set.json()) as { faults: Record<string, unknown> }).faults).toMatchObject({
      uploadBytesPerSecond: 10_000,
    });
    const file = await createFile();
    const heard: { key: string; loaded: number; total: number }[] = [];
    const channel = new BroadcastChannel(SANDBOX_UPLOAD_PROGRESS_CHANNEL);
    channel.onmessage = (event: MessageEvent<{ key: string; loaded: number; total: number }>) =>
      heard.push(event.data);

    const form = new FormData();
    for (const [name, value] of Object.entries(file.upload.body)) form.append(name, value);
    form.append('file', png(5_000), 'slow.png');
    const started = performance.now();
    const response = await fetch(file.upload.url, { method: 'POST', body: form });
    const elapsed = performance.now() - started;
    // Messages posted just before the answer may still be on their way: wait for the last share.
    await vi.waitFor(() => expect(heard.at(-1)?.loaded).toBe(5_000));
    channel.close();

    expect(response.status).toBe(201);
    expect(elapsed).toBeGreaterThanOrEqual(450); // 5,000 bytes at 10,000 a second
    expect(heard.length).toBeGreaterThanOrEqual(4);
    expect(heard.every((m) => m.key === file.key && m.total === 5_000)).toBe(true);
    const loaded = heard.map((m) => m.loaded);
    expect(loaded).toEqual([...loaded].sort((a, b) => a - b));
    expect(loaded.at(-1)).toBe(5_000);
  });

  it('does not wait again for a body the sandbox server already read at that pace', async () => {
    await setFaults({ uploadBytesPerSecond: 1_000 });
    const file = await createFile();
    const form = new FormData();
    for (const [name, value] of Object.entries(file.upload.body)) form.append(name, value);
    form.append('file', png(5_000), 'slow.png');
    const started = performance.now();
    const response = await fetch(file.upload.url, {
      method: 'POST',
      headers: { [RECEIVED_AT_PACE_HEADER]: '1' },
      body: form,
    });
    expect(response.status).toBe(201);
    // Five seconds at that pace, had the host waited.
    expect(performance.now() - started).toBeLessThan(2_500);
  });

  it('refuses a negative pace', async () => {
    expect((await setFaults({ uploadBytesPerSecond: -1 })).status).toBe(400);
  });
});
