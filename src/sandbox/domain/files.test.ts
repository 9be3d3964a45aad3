import { describe, expect, it } from 'vitest';
import {
  checkUpload,
  createFile,
  EXTENSION_MESSAGE,
  MAX_UPLOAD_BYTES,
  normaliseFileName,
  verifyUpload,
  type CreateFileInput,
} from './files';
import { fromBase64Utf8 } from './files-crypto';
import { createStore, type Store } from './store';
import { FIXED_NOW, makeTestStore } from './test-fixture';
import type { FileRecord } from './types';

const UPLOAD = 'https://uploads.test';
const CDN = 'https://cdn.test';
const SECRET = 'test-secret';
const options = { secret: SECRET };
const png = { size: 2048, type: 'image/png' };

/** A test store whose clock the test can move. */
function storeWithClock(): { store: Store; setNow: (iso: string) => void } {
  let now = FIXED_NOW;
  const store = createStore(makeTestStore().snapshot(), { clock: () => now });
  return { store, setNow: (iso) => (now = iso) };
}

function create(store: Store, name = 'My Art.PNG', extra: Partial<CreateFileInput> = {}) {
  return createFile(store, {
    communityId: 'com-a',
    body: { name },
    uploadOrigin: UPLOAD,
    cdnOrigin: CDN,
    secret: SECRET,
    ...extra,
  });
}

const fieldsOf = (file: FileRecord) => new Map(Object.entries(file.upload.body));

describe('createFile', () => {
  it('returns the record with signed upload instructions', async () => {
    const file = await create(makeTestStore());
    expect(file).toMatchObject({
      name: 'my-art-png',
      key: 'com-a/my-art-png',
      mime: 'image/png',
      url: 'https://cdn.test/com-a/my-art-png?format=auto&size=600',
      communityId: 'com-a',
      thumbnail: null,
      uploadedAt: null,
      createdAt: FIXED_NOW,
      upload: { method: 'POST', url: 'https://uploads.test/other-page-files' },
    });
    expect(Object.keys(file.upload.body)).toEqual([
      'success_action_status',
      'key',
      'Content-Type',
      'x-amz-meta-account',
      'bucket',
      'X-Amz-Algorithm',
      'X-Amz-Credential',
      'X-Amz-Date',
      'X-Amz-Security-Token',
      'Policy',
      'X-Amz-Signature',
      'x-amz-meta-file',
      'x-amz-meta-community',
    ]);
    const body = file.upload.body;
    expect(body).toMatchObject({
      success_action_status: '201',
      key: 'com-a/my-art-png',
      'Content-Type': 'image/png',
      'x-amz-meta-account': 'mem-1',
      bucket: 'other-page-files',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Date': '20261101T120000Z',
      'x-amz-meta-file': file.id,
      'x-amz-meta-community': 'com-a',
    });
    expect(body['X-Amz-Credential']).toMatch(/^ASIA[A-Z2-7]{16}\/20261101\/us-west-2\/s3\/aws4_request$/);
    expect(body['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    const policy = JSON.parse(fromBase64Utf8(body.Policy ?? '') ?? '') as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.expiration).toBe('2026-11-01T12:15:00.000Z'); // 15 minutes
    expect(policy.conditions.slice(0, 5)).toEqual([
      { bucket: 'other-page-files' },
      ['eq', '$key', 'com-a/my-art-png'],
      { success_action_status: '201' },
      ['content-length-range', 1, 10485760],
      ['eq', '$Content-Type', 'image/png'],
    ]);
  });

  it('signs deterministically for a fixed clock and secret', async () => {
    expect((await create(makeTestStore())).upload.body).toEqual((await create(makeTestStore())).upload.body);
    const other = await createFile(makeTestStore(), {
      communityId: 'com-a',
      body: { name: 'My Art.PNG' },
      uploadOrigin: UPLOAD,
      cdnOrigin: CDN,
      secret: 'another-secret',
    });
    expect(other.upload.body['X-Amz-Signature']).not.toBe(
      (await create(makeTestStore())).upload.body['X-Amz-Signature'],
    );
  });

  it('normalises names, keeps keys unique and derives the type from the extension', async () => {
    expect(normaliseFileName('My Art.PNG')).toBe('my-art-png');
    expect(normaliseFileName('  Café  Poster (v2).final.jpeg ')).toBe('cafe-poster-v2-final-jpeg');
    const store = makeTestStore();
    expect((await create(store)).key).toBe('com-a/my-art-png');
    expect((await create(store)).key).toBe('com-a/my-art-png-2');
    expect((await create(store, 'my art.png')).name).toBe('my-art-png-3');
    expect((await create(store, 'photo.JPG')).mime).toBe('image/jpeg');
    expect((await create(store, 'logo.svg')).mime).toBe('image/svg+xml');
    expect((await create(store, 'anim.gif')).mime).toBe('image/gif');
    expect((await create(store, 'pic.webp')).mime).toBe('image/webp');
    expect(store.data.files).toHaveLength(7);
    // Created at once (signing is asynchronous), two files of one name still get two keys.
    const both = await Promise.all([create(store, 'twin.png'), create(store, 'twin.png')]);
    expect(both.map((f) => f.key)).toEqual(['com-a/twin-png', 'com-a/twin-png-2']);
  });

  it('refuses names without an image extension, empty names and unknown communities', async () => {
    const store = makeTestStore();
    await expect(create(store, 'notes.txt')).rejects.toMatchObject({
      status: 400,
      message: EXTENSION_MESSAGE,
      field: 'name',
    });
    await expect(create(store, 'png')).rejects.toMatchObject({ status: 400, field: 'name' });
    await expect(create(store, '')).rejects.toMatchObject({ status: 400, field: 'name' });
    await expect(create(store, 'a.png', { communityId: 'nope' })).rejects.toMatchObject({ status: 404 });
    expect(store.data.files).toHaveLength(0);
  });

  it('issues already expired credentials when the lifetime is 0', async () => {
    const store = makeTestStore();
    const file = await create(store, 'a.png', { expiresInSeconds: 0 });
    const check = await checkUpload(store, fieldsOf(file), png, options);
    expect(check).toMatchObject({ ok: false, failure: { status: 403, code: 'AccessDenied' } });
  });
});

describe('verifyUpload', () => {
  it('accepts the untouched fields and records the upload', async () => {
    const { store, setNow } = storeWithClock();
    const file = await create(store);
    setNow('2026-11-01T12:05:00.000Z');
    const result = await verifyUpload(store, fieldsOf(file), png, options);
    expect(result.ok).toBe(true);
    const stored = store.data.files.find((f) => f.id === file.id);
    expect(stored).toMatchObject({
      uploadedAt: '2026-11-01T12:05:00.000Z',
      thumbnail: 'https://cdn.test/com-a/my-art-png?format=auto&size=96',
      size: 2048,
      contentType: 'image/png',
    });
  });

  it('refuses a tampered policy with SignatureDoesNotMatch', async () => {
    const store = makeTestStore();
    const fields = fieldsOf(await create(store));
    const policy = JSON.parse(fromBase64Utf8(fields.get('Policy') ?? '') ?? '') as { expiration: string };
    policy.expiration = '2099-01-01T00:00:00.000Z';
    fields.set('Policy', btoa(JSON.stringify(policy)));
    expect(await verifyUpload(store, fields, png, options)).toEqual({
      ok: false,
      failure: {
        status: 403,
        code: 'SignatureDoesNotMatch',
        message:
          'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      },
    });
    const resigned = fieldsOf(await create(store, 'b.png'));
    expect(await verifyUpload(store, resigned, png, { secret: 'wrong' })).toMatchObject({
      ok: false,
      failure: { code: 'InvalidAccessKeyId' },
    });
  });

  it('refuses a changed field with the failed policy condition', async () => {
    const store = makeTestStore();
    const fields = fieldsOf(await create(store));
    fields.set('key', 'com-a/other');
    expect(await checkUpload(store, fields, png, options)).toEqual({
      ok: false,
      failure: {
        status: 403,
        code: 'AccessDenied',
        message: 'Invalid according to Policy: Policy Condition failed: ["eq", "$key", "com-a/my-art-png"]',
      },
    });
    const typed = fieldsOf(await create(store, 'c.png'));
    typed.set('Content-Type', 'text/html');
    expect(await checkUpload(store, typed, png, options)).toMatchObject({
      ok: false,
      failure: { code: 'AccessDenied' },
    });
    const extra = fieldsOf(await create(store, 'd.png'));
    extra.set('acl', 'public-read');
    expect(await checkUpload(store, extra, png, options)).toMatchObject({
      ok: false,
      failure: { message: 'Invalid according to Policy: Extra input fields: acl' },
    });
  });

  it('refuses expired credentials', async () => {
    const { store, setNow } = storeWithClock();
    const file = await create(store);
    setNow('2026-11-01T12:15:00.000Z');
    expect(await verifyUpload(store, fieldsOf(file), png, options)).toEqual({
      ok: false,
      failure: { status: 403, code: 'AccessDenied', message: 'Invalid according to Policy: Policy expired.' },
    });
    expect(store.data.files.find((f) => f.id === file.id)?.uploadedAt).toBeNull();
  });

  it('refuses files over 10 MiB, empty files, a missing file and a file that is not last', async () => {
    const store = makeTestStore();
    const fields = fieldsOf(await create(store));
    expect(
      (await checkUpload(store, fields, { size: MAX_UPLOAD_BYTES, type: 'image/png' }, options)).ok,
    ).toBe(true);
    expect(
      await checkUpload(store, fields, { size: MAX_UPLOAD_BYTES + 1, type: 'image/png' }, options),
    ).toEqual({
      ok: false,
      failure: {
        status: 400,
        code: 'EntityTooLarge',
        message: 'Your proposed upload exceeds the maximum allowed size',
      },
    });
    expect(await checkUpload(store, fields, { size: 0, type: 'image/png' }, options)).toMatchObject({
      ok: false,
      failure: { status: 400, code: 'EntityTooSmall' },
    });
    expect(await checkUpload(store, fields, undefined, options)).toMatchObject({
      ok: false,
      failure: { status: 400, code: 'InvalidArgument' },
    });
    expect(await checkUpload(store, fields, png, { ...options, fileIsLast: false })).toMatchObject({
      ok: false,
      failure: { status: 400, code: 'InvalidArgument' },
    });
    expect(store.data.files[0]?.uploadedAt).toBeNull();
  });
});
