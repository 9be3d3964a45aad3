// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isUploadExpired, parseS3Error, postToUploadHost, uploadExpiresAt, UploadError } from './upload-host';

const HOST = 'https://uploads.example.test/bucket';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const policy = (expiration: string) => btoa(JSON.stringify({ expiration, conditions: [] }));
const body = {
  success_action_status: '201',
  key: 'c1/logo-png',
  'Content-Type': 'image/png',
  bucket: 'other-page-files',
  'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
  'X-Amz-Date': '20250305T212737Z',
  Policy: policy('2999-01-01T00:00:00Z'),
  'X-Amz-Signature': 'a+b/c== with spaces & <chars>',
  'x-amz-meta-community': 'c1',
};
const upload = { method: 'POST', url: HOST, body };
const png = new File([new Uint8Array(2048)], 'logo.png', { type: 'image/png' });

function s3Error(code: string, message: string, status = 403) {
  return new HttpResponse(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
    {
      status,
      headers: { 'Content-Type': 'application/xml' },
    },
  );
}

describe('postToUploadHost (step 2)', () => {
  it('sends every upload.body field in order and unchanged, then file last, with no custom header', async () => {
    let seen:
      { fields: [string, string][]; file: unknown; headers: string[]; credentials: string } | undefined;
    server.use(
      http.post(HOST, async ({ request }) => {
        const form = await request.formData();
        const entries = [...form.entries()];
        seen = {
          fields: entries
            .filter(([k]) => k !== 'file')
            .map(([k, v]) => [k, typeof v === 'string' ? v : '(file)']),
          file: entries.at(-1),
          headers: [...request.headers.keys()],
          credentials: request.credentials,
        };
        return new HttpResponse('<PostResponse><Key>c1/logo-png</Key></PostResponse>', { status: 201 });
      }),
    );
    const progress: number[] = [];
    await expect(postToUploadHost(upload, png, { onProgress: (p) => progress.push(p) })).resolves.toEqual({
      status: 201,
    });
    expect(seen?.fields).toEqual(Object.entries(body));
    expect((seen?.file as [string, Blob])[0]).toBe('file');
    // (Under jsdom + msw/node the file's bytes do not survive the FormData conversion; browsers send them.)
    expect((seen?.file as [string, Blob])[1]).toMatchObject({ type: 'image/png' });
    expect(seen?.headers).toEqual(['content-type']); // only the multipart boundary, set by the browser
    expect(seen?.credentials).not.toBe('include');
    expect(progress.at(-1)).toBe(1);
  });

  it('parses S3 error bodies and flags expired credentials', async () => {
    server.use(
      http.post(HOST, () => s3Error('AccessDenied', 'Invalid according to Policy: Policy expired.')),
    );
    const error = await postToUploadHost(upload, png).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect(error).toMatchObject({ kind: 'http', status: 403, code: 'AccessDenied', expired: true });
    expect((error as Error).message).toMatch(/credentials expired.*Retry/);
  });

  it('an expired policy makes a refusal "expired" even when the message does not say so', async () => {
    server.use(http.post(HOST, () => s3Error('AccessDenied', 'Access Denied')));
    const stale = { ...upload, body: { ...body, Policy: policy('2020-01-01T00:00:00Z') } };
    await expect(postToUploadHost(stale, png)).rejects.toMatchObject({ expired: true });
    await expect(postToUploadHost(upload, png)).rejects.toMatchObject({
      expired: false,
      code: 'AccessDenied',
    });
  });

  it('other refusals keep the server words and are not "expired"', async () => {
    server.use(
      http.post(HOST, () =>
        s3Error('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size', 400),
      ),
    );
    const error = await postToUploadHost(upload, png).catch((e: unknown) => e);
    expect(error).toMatchObject({ expired: false, code: 'EntityTooLarge', status: 400 });
    expect((error as Error).message).toBe(
      'The upload host refused the file (HTTP 400, EntityTooLarge: Your proposed upload exceeds the maximum allowed size).',
    );
  });

  it('a network failure and an abort are typed errors', async () => {
    server.use(http.post(HOST, () => HttpResponse.error()));
    await expect(postToUploadHost(upload, png)).rejects.toMatchObject({ kind: 'network' });

    server.use(http.post(HOST, () => new Promise<never>(() => undefined)));
    const controller = new AbortController();
    const pending = postToUploadHost(upload, png, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'cancelled' });
    await expect(postToUploadHost(upload, png, { signal: controller.signal })).rejects.toMatchObject({
      kind: 'cancelled',
    });
  });

  it('refuses instructions without an http(s) address, sending nothing', async () => {
    await expect(postToUploadHost({ body }, png)).rejects.toMatchObject({ kind: 'invalid' });
    await expect(postToUploadHost({ url: 'javascript:alert(1)' }, png)).rejects.toMatchObject({
      kind: 'invalid',
    });
  });
});

describe('upload credential expiry', () => {
  it('reads the policy expiration, else seven days after X-Amz-Date', () => {
    expect(uploadExpiresAt({ body: { Policy: policy('2025-03-05T22:27:37Z') } })).toBe(
      Date.parse('2025-03-05T22:27:37Z'),
    );
    expect(uploadExpiresAt({ body: { Policy: '%%%', 'X-Amz-Date': '20250305T212737Z' } })).toBe(
      Date.parse('2025-03-12T21:27:37Z'),
    );
    expect(uploadExpiresAt({ body: {} })).toBeUndefined();
    expect(
      isUploadExpired(
        { body: { Policy: policy('2025-03-05T22:27:37Z') } },
        Date.parse('2025-03-06T00:00:00Z'),
      ),
    ).toBe(true);
  });

  it('parses S3 XML errors', () => {
    expect(parseS3Error('<Error><Code>AccessDenied</Code><Message>a &amp; b</Message></Error>')).toEqual({
      code: 'AccessDenied',
      message: 'a & b',
    });
    expect(parseS3Error('not xml')).toEqual({});
  });
});
