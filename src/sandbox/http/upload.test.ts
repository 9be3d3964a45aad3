import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_API_KEY, SANDBOX_CDN_ORIGIN, SANDBOX_UPLOAD_ORIGIN } from '../../config/sandbox';
import type { FileRecord } from '../domain/types';
import { createTestSandbox } from '../node';
import { NO_FAULTS } from './runtime';

/** The upload flow over HTTP: create the record, POST the form, read the CDN (docs/api-behaviour.md). */
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

// A 1×1 PNG.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

function communityId(): string {
  const id = sandbox.runtime.store.data.communities[0]?.id;
  if (!id) throw new Error('The demo seed has no community');
  return id;
}

async function createFile(name = 'My Art.PNG'): Promise<FileRecord> {
  const response = await fetch(`${API}/community/${communityId()}/file`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Api-Key': SANDBOX_API_KEY },
    body: JSON.stringify({ name }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as FileRecord;
}

function form(fields: Record<string, string>, blob: Blob = new Blob([PNG], { type: 'image/png' })): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append('file', blob, 'my-art.png');
  return data;
}

describe('upload flow', () => {
  it('creates the record, takes the upload with 201 XML and serves the bytes from the CDN', async () => {
    const file = await createFile();
    expect(file.upload.url).toBe(`${SANDBOX_UPLOAD_ORIGIN}/other-page-files`);
    expect(file.url).toBe(`${SANDBOX_CDN_ORIGIN}/${file.key}?format=auto&size=600`);
    expect(file.uploadedAt).toBeNull();

    // Not yet uploaded: the CDN has nothing.
    expect((await fetch(file.url)).status).toBe(404);

    const response = await fetch(file.upload.url, { method: 'POST', body: form(file.upload.body) });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/xml');
    const xml = await response.text();
    expect(xml).toContain('<PostResponse>');
    expect(xml).toContain(`<Key>${file.key}</Key>`);
    expect(xml).toContain('<Bucket>other-page-files</Bucket>');
    expect(xml).toMatch(/<ETag>"[0-9a-f]{32}"<\/ETag>/);
    expect(xml).toContain(`<Location>${SANDBOX_UPLOAD_ORIGIN}/other-page-files/${file.key}</Location>`);

    const stored = sandbox.runtime.store.data.files.find((f) => f.id === file.id);
    expect(stored?.uploadedAt).toEqual(expect.any(String));
    expect(stored?.thumbnail).toBe(`${SANDBOX_CDN_ORIGIN}/${file.key}?format=auto&size=96`);
    expect(stored?.size).toBe(PNG.length);

    const image = await fetch(file.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png'); // Node: no OffscreenCanvas, sent as is
    expect(image.headers.get('cache-control')).toContain('immutable');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
  });

  it('answers 403 "Policy expired" when the expireUploadCredentials fault is on', async () => {
    const set = await fetch(`${CONTROL}/faults`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ expireUploadCredentials: true }),
    });
    expect(((await set.json()) as { faults: Record<string, unknown> }).faults).toMatchObject({
      expireUploadCredentials: true,
    });
    const file = await createFile();
    const response = await fetch(file.upload.url, { method: 'POST', body: form(file.upload.body) });
    expect(response.status).toBe(403);
    const xml = await response.text();
    expect(xml).toContain('<Code>AccessDenied</Code>');
    expect(xml).toContain('Policy expired');
    expect(sandbox.runtime.store.data.files.find((f) => f.id === file.id)?.uploadedAt).toBeNull();

    const state = (await (await fetch(`${CONTROL}/state`)).json()) as { faults: Record<string, unknown> };
    expect(state.faults.expireUploadCredentials).toBe(true);
  });

  it('refuses a tampered key with 403 and S3-style XML', async () => {
    const file = await createFile();
    const response = await fetch(file.upload.url, {
      method: 'POST',
      body: form({ ...file.upload.body, key: `${communityId()}/someone-elses-file` }),
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(`Policy Condition failed: ["eq", "$key", "${file.key}"]`);
  });

  it('refuses a form whose file is not the last field', async () => {
    const file = await createFile();
    const data = new FormData();
    data.append('file', new Blob([PNG], { type: 'image/png' }), 'a.png');
    for (const [name, value] of Object.entries(file.upload.body)) data.append(name, value);
    const response = await fetch(file.upload.url, { method: 'POST', body: data });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('<Code>InvalidArgument</Code>');
  });

  it('never needs the API key on the upload host, nor on the CDN', async () => {
    const file = await createFile('logo.png');
    const response = await fetch(file.upload.url, {
      method: 'POST',
      headers: {}, // no X-Api-Key
      body: form(file.upload.body),
    });
    expect(response.status).toBe(201);
    expect((await fetch(`${SANDBOX_CDN_ORIGIN}/${file.key}?format=png&size=64`)).status).toBe(200);
  });

  it('serves seed art for seed keys, 404 for unknown keys, and names the new fault in the state', async () => {
    const art = await fetch(`${SANDBOX_CDN_ORIGIN}/badges/b1.svg?size=64`);
    expect(art.headers.get('content-type')).toBe('image/svg+xml');
    expect(
      (await fetch(`${SANDBOX_CDN_ORIGIN}/${communityId()}/nothing-here?format=auto&size=600`)).status,
    ).toBe(404);
    const state = (await (await fetch(`${CONTROL}/state`)).json()) as {
      faults: Record<string, unknown>;
      operations: string[];
    };
    expect(state.faults.expireUploadCredentials).toBe(false);
    expect(state.operations).toContain('createFile');
  });

  it('serves images so that an uploaded SVG cannot run script on the CDN origin', async () => {
    const file = await createFile('evil.svg');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';
    const upload = await fetch(file.upload.url, {
      method: 'POST',
      body: form(file.upload.body, new Blob([svg], { type: 'image/svg+xml' })),
    });
    expect(upload.status).toBe(201);
    const answers = [
      await fetch(file.url),
      await fetch(`${SANDBOX_CDN_ORIGIN}/badges/b1.svg?size=64`),
      await fetch(`${SANDBOX_CDN_ORIGIN}/${communityId()}/nothing-here`),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 404]);
    expect(answers[0]?.headers.get('content-type')).toBe('image/svg+xml');
    for (const answer of answers) {
      expect(answer.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('refuses file names that are not images with the service error shape', async () => {
    const response = await fetch(`${API}/community/${communityId()}/file`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Api-Key': SANDBOX_API_KEY },
      body: JSON.stringify({ name: 'notes.txt' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'name must end with an image extension: .png, .jpg, .jpeg, .gif, .webp or .svg',
    });
  });
});
