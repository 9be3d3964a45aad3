import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileRecord } from './domain/types';
import { startSandboxServer, type SandboxServer } from './http-server';

/** `npm run sandbox:serve` as a client sees it: a real server on a free port, real sockets. */
const KEY = 'server-test-key';
const APP_ORIGIN = 'http://localhost:5301';
let server: SandboxServer;
let api = '';

beforeAll(async () => {
  server = await startSandboxServer({ apiKey: KEY, bearerToken: 'server-test-token', port: 0 });
  api = `${server.origin}/v1`;
});
afterAll(() => server.close());

function communityId(): string {
  const id = server.runtime.store.data.communities[0]?.id;
  if (!id) throw new Error('The demo seed has no community');
  return id;
}

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every header line as sent, names in their sent case. */
  rawHeaders: string[];
  body: string;
}

/**
 * A request over node:http, so the test controls the socket: `declaredLength` announces a body
 * that is never sent in full, `chunks` streams a body without Content-Length (chunked).
 */
function raw(
  method: string,
  url: string,
  options: {
    headers?: Record<string, string>;
    body?: string;
    declaredLength?: number;
    chunks?: { size: number; count: number };
  } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.declaredLength !== undefined) headers['Content-Length'] = String(options.declaredLength);
    // The path goes out as written (a URL would fold `..` and `%2e%2e` segments before sending).
    const { origin, hostname, port } = new URL(url);
    const path = url.slice(origin.length);
    const req = httpRequest({ hostname, port, path, method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          rawHeaders: res.rawHeaders,
          body: Buffer.concat(parts).toString('utf8'),
        }),
      );
    });
    // The server may close the socket once it has answered early; the answer is what counts.
    req.on('error', (error) => (req.writableEnded ? undefined : reject(error)));
    if (options.declaredLength !== undefined) {
      req.write('x'.repeat(1024)); // a sliver of the announced body; the rest never comes
      return;
    }
    if (options.chunks) {
      const { size, count } = options.chunks;
      const chunk = 'x'.repeat(size);
      let sent = 0;
      const pump = () => {
        while (sent < count) {
          sent += 1;
          if (req.destroyed) return;
          if (!req.write(chunk)) {
            req.once('drain', pump);
            return;
          }
        }
        req.end();
      };
      pump();
      return;
    }
    req.end(options.body);
  });
}

function headerValues(answer: RawAnswer, name: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < answer.rawHeaders.length; i += 2) {
    if (answer.rawHeaders[i]?.toLowerCase() === name) out.push(answer.rawHeaders[i + 1] ?? '');
  }
  return out;
}

const json = { 'Content-Type': 'application/json', 'X-Api-Key': KEY };

describe('sandbox:serve request limits', () => {
  it('answers 413 from Content-Length alone, before reading the body and before auth', async () => {
    const answer = await raw('POST', `${api}/community/${communityId()}/member/bulk`, {
      headers: { 'Content-Type': 'application/json' }, // no key: the size is checked first
      declaredLength: 50 * 1024 * 1024,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      statusCode: 413,
      message: expect.stringMatching(/request body is larger than 1 MB/i) as unknown,
      error: 'Payload Too Large',
    });
  });

  it('answers 413 to a chunked body once it passes the limit', async () => {
    const answer = await raw('POST', `${api}/community/${communityId()}/member/bulk`, {
      headers: json,
      chunks: { size: 64 * 1024, count: 64 }, // 4 MB, no Content-Length
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('still takes a bulk add of 5,000 wallets', async () => {
    const wallets = Array.from({ length: 5000 }, (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}`);
    const response = await fetch(`${api}/community/${communityId()}/member/bulk`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ wallets }),
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { added: string[] }).added).toHaveLength(5000);
  });

  it('takes an upload larger than the API limit on the upload host', async () => {
    const created = await fetch(`${api}/community/${communityId()}/file`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'big.png' }),
    });
    const file = (await created.json()) as FileRecord;
    const form = new FormData();
    for (const [name, value] of Object.entries(file.upload.body)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(3 * 1024 * 1024)], { type: 'image/png' }), 'big.png');
    const response = await fetch(file.upload.url, { method: 'POST', body: form });
    expect(response.status).toBe(201);
  });

  it('answers 400 to malformed percent-encoding in the path', async () => {
    const response = await fetch(`${api}/community/%E0%A4%A/member`, { headers: json });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      message: "Failed to decode param '%E0%A4%A'",
      error: 'Bad Request',
    });
  });
});

describe('sandbox:serve dot segments', () => {
  function badgeOf(communityId: string): string {
    const badge = server.runtime.store.data.badges.find((b) => b.communityId === communityId);
    if (!badge) throw new Error('The demo seed has no badge in its first community');
    return badge.id;
  }

  it.each(['%2e%2e', '%2E%2e', '%2e', '..', '.'])(
    'answers 404 to a path segment %j, never the parent it would fold into',
    async (segment) => {
      const community = communityId();
      const badge = badgeOf(community);
      const before = server.runtime.store.data.badges.length;
      // Over node:http so the segment is sent as written (fetch and URL fold `..` before sending).
      const answer = await raw('DELETE', `${api}/community/${community}/badge/${badge}/reward/${segment}`, {
        headers: json,
      });
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 404, error: 'Not Found' });
      expect(server.runtime.store.data.badges).toHaveLength(before);
      expect(server.runtime.store.data.badges.some((b) => b.id === badge)).toBe(true);
    },
  );
});

describe('sandbox:serve controls', () => {
  it('answers /_control/* only with the server key', async () => {
    expect((await fetch(`${server.origin}/_control/state`)).status).toBe(401);
    const wrong = await fetch(`${server.origin}/_control/state`, { headers: { 'X-Api-Key': 'nope' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      statusCode: 401,
      message: 'Invalid API key',
      error: 'Unauthorized',
    });
    expect((await fetch(`${server.origin}/_control/state`, { headers: { 'X-Api-Key': KEY } })).status).toBe(
      200,
    );
  });

  it('cannot be reset by a cross-origin "simple" POST from another page', async () => {
    const before = server.runtime.store;
    const response = await fetch(`${server.origin}/_control/reset`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'text/plain' },
      body: '{"preset":"demo"}',
    });
    expect(response.status).toBe(401);
    expect(server.runtime.store).toBe(before);
  });

  /** Every spelling a URL parser, a router or a proxy may read as `/_control`. */
  const spellings = [
    '/_CONTROL',
    '/_Control',
    '/%5Fcontrol',
    '/%5fcontrol',
    '/_contro%6C',
    '//_control',
    '/./_control',
    '/v1/../_control',
    '/v1/%2e%2e/_control',
    '/\\_control',
  ];
  /** What a change by a switch would show: a reset replaces the store, faults replace the settings. */
  function controlled() {
    return { store: server.runtime.store, faults: { ...server.runtime.faults } };
  }

  it.each(spellings)('answers %s/state 401 without the key and the state with it', async (prefix) => {
    const refused = await raw('GET', `${server.origin}${prefix}/state`);
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body)).toEqual({
      statusCode: 401,
      message: 'Missing X-Api-Key header',
      error: 'Unauthorized',
    });
    const answered = await raw('GET', `${server.origin}${prefix}/state/`, { headers: { 'X-Api-Key': KEY } });
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toMatchObject({ preset: 'demo', counts: expect.any(Object) as unknown });
  });

  it.each(spellings.flatMap((prefix) => [`${prefix}/reset`, `${prefix}/faults`, `${prefix}//reset/`]))(
    'refuses a write to %s without the key and changes nothing',
    async (path) => {
      const before = controlled();
      const answer = await raw(path.includes('faults') ? 'PUT' : 'POST', `${server.origin}${path}`, {
        headers: { 'Content-Type': 'application/json' },
        body: '{"errorRate":1}',
      });
      expect(answer.status).toBe(401);
      expect(controlled()).toEqual(before);
      expect(server.runtime.store).toBe(before.store);
    },
  );

  it.each<[string, Record<string, string>, string | undefined]>([
    ['a no-cors fetch with a text body', { 'Content-Type': 'text/plain;charset=UTF-8' }, '{"preset":"demo"}'],
    ['a no-cors fetch with no body', {}, undefined],
    ['a form post', { 'Content-Type': 'application/x-www-form-urlencoded' }, 'preset=demo'],
  ])('refuses %s from another page, key or not, and changes nothing', async (_, headers, body) => {
    const before = controlled();
    const keys: Record<string, string>[] = [{}, { 'X-Api-Key': KEY }];
    for (const key of keys) {
      const answer = await raw('POST', `${server.origin}/_CONTROL/reset`, {
        headers: { Origin: 'https://evil.example', ...headers, ...key },
        ...(body === undefined ? {} : { body }),
      });
      expect(answer.status).toBe('X-Api-Key' in key ? 415 : 401);
    }
    expect(server.runtime.store).toBe(before.store);
  });

  it('refuses a switch body that is not JSON, and changes nothing', async () => {
    const before = controlled();
    const answer = await raw('POST', `${server.origin}/_control/reset`, { headers: json, body: 'preset=large' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      statusCode: 400,
      message: 'The request body is not valid JSON',
      error: 'Bad Request',
    });
    expect(server.runtime.store).toBe(before.store);
  });

  it('still resets with the key and a JSON body, or with no body declared as JSON', async () => {
    const before = server.runtime.store;
    const reset = await raw('POST', `${server.origin}/_Control/reset`, { headers: json, body: '{"preset":"demo"}' });
    expect(reset.status).toBe(200);
    expect(server.runtime.store).not.toBe(before);
    const bare = await raw('POST', `${server.origin}/_control/reset`, { headers: json });
    expect(bare.status).toBe(200);
  });

  it.each([99999, 100, 199, 600, 0, -1, 200.5])(
    'refuses a forced status of %d with 400, and later answers stay sound',
    async (status) => {
      const response = await fetch(`${server.origin}/_control/faults`, {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({ forced: [{ operationId: 'listCommunities', status }] }),
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(
        `forced[0].status must be a whole number from 200 to 599, not ${String(status)}`,
      );
      expect((await fetch(`${api}/community`, { headers: json })).status).toBe(200);
    },
  );

  it.each(['network-error', 'no-answer'])(
    'takes a forced %s, which sends no status, with any status',
    async (answer) => {
      const response = await fetch(`${server.origin}/_control/faults`, {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({ forced: [{ operationId: 'getCommunity', status: 0, answer }] }),
      });
      expect(response.status).toBe(200);
      await fetch(`${server.origin}/_control/faults`, {
        method: 'PUT',
        headers: json,
        body: '{"forced":[]}',
      });
    },
  );

  it('takes the switches only as JSON', async () => {
    const response = await fetch(`${server.origin}/_control/faults`, {
      method: 'PUT',
      headers: { 'X-Api-Key': KEY, 'Content-Type': 'text/plain' },
      body: '{"latencyMs":0}',
    });
    expect(response.status).toBe(415);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Content-Type must be application/json, not text/plain',
    );
  });
});

describe('sandbox:serve headers and bodies', () => {
  it('sends one Access-Control-Allow-Origin on the API, the upload host and the CDN', async () => {
    const created = await fetch(`${api}/community/${communityId()}/file`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'cors.png' }),
    });
    const file = (await created.json()) as FileRecord;
    const boundary = 'sandboxBoundary42';
    const parts = Object.entries(file.upload.body).map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const body =
      parts.join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cors.png"\r\n` +
      `Content-Type: image/png\r\n\r\nPNGDATA\r\n--${boundary}--\r\n`;
    const upload = await raw('POST', file.upload.url, {
      headers: { Origin: APP_ORIGIN, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(upload.status).toBe(201);
    const list = await raw('GET', `${api}/community`, { headers: { Origin: APP_ORIGIN, 'X-Api-Key': KEY } });
    const image = await raw('GET', file.url, { headers: { Origin: APP_ORIGIN } });
    for (const answer of [upload, list, image]) {
      expect(headerValues(answer, 'access-control-allow-origin')).toEqual([APP_ORIGIN]);
    }
    expect(headerValues(upload, 'access-control-expose-headers')).toEqual(['ETag, Location, Retry-After']);
    expect(headerValues(list, 'access-control-expose-headers')).toEqual(['Retry-After']);
  });

  it('sends Retry-After with a forced 429 and lets another origin read it', async () => {
    const faults = await fetch(`${server.origin}/_control/faults`, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ forced: [{ operationId: 'addMembersBulk', status: 429 }] }),
    });
    expect(faults.status).toBe(200);
    try {
      const answer = await raw('POST', `${api}/community/${communityId()}/member/bulk`, {
        headers: { ...json, Origin: APP_ORIGIN },
        body: JSON.stringify({ wallets: ['0x8ba1f109551bD432803012645Ac136ddd64DBA72'] }),
      });
      expect(answer.status).toBe(429);
      expect(headerValues(answer, 'retry-after')).toEqual(['3']);
      expect(headerValues(answer, 'access-control-expose-headers')).toEqual(['Retry-After']);
      expect(JSON.parse(answer.body)).toEqual({
        statusCode: 429,
        message: 'Too Many Requests (injected by the sandbox)',
        error: 'Too Many Requests',
      });
      const preflight = await raw('OPTIONS', `${api}/community/${communityId()}/member/bulk`, {
        headers: { Origin: APP_ORIGIN, 'Access-Control-Request-Method': 'POST' },
      });
      expect(headerValues(preflight, 'access-control-expose-headers')).toEqual(['Retry-After']);
    } finally {
      await fetch(`${server.origin}/_control/faults`, { method: 'PUT', headers: json, body: '{}' });
    }
  });

  it('serves its CDN with a policy that keeps SVG script from running', async () => {
    const art = await fetch(`${server.origin}/_cdn/logos/seed.svg?size=64`);
    expect(art.status).toBe(200);
    expect(art.headers.get('content-type')).toBe('image/svg+xml');
    expect(art.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(art.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a JSON body sent as text/plain with 415', async () => {
    const response = await fetch(`${api}/community/${communityId()}/member`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'X-Api-Key': KEY },
      body: JSON.stringify({ wallet: '0x8ba1f109551bD432803012645Ac136ddd64DBA72' }),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      statusCode: 415,
      message: 'Content-Type must be application/json, not text/plain',
      error: 'Unsupported Media Type',
    });
  });

  it('keeps error answers short when a bulk add lists thousands of invalid wallets', async () => {
    const wallets = Array.from({ length: 10_000 }, (_, i) => `not-a-wallet-${i}-${'z'.repeat(80)}`);
    const response = await fetch(`${api}/community/${communityId()}/member/bulk`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ wallets }),
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text.length).toBeLessThan(2000);
    const { message } = JSON.parse(text) as { message: string };
    expect(message).toMatch(/^wallets must be valid Ethereum addresses; invalid: not-a-wallet-0-z+…, /);
    expect(message).toMatch(/ and 9,990 more$/);
  });
});

describe('sandbox:serve images', () => {
  const badgeBody = (image: string) => ({
    title: 'Local art',
    description: 'Drawn on this machine',
    type: 'achievement',
    image,
    claimEndDate: '2099-01-01T00:00:00Z',
    maxClaims: 10,
    tags: [],
    author: { name: 'Tester', uri: 'https://author.example' },
  });

  it('points seeded images at its own CDN, which answers them', async () => {
    const list = await fetch(`${api}/community`, { headers: json });
    const { results } = (await list.json()) as { results: { logo: string | null }[] };
    const logo = results[0]?.logo ?? '';
    expect(logo.startsWith(`${server.origin}/_cdn/`)).toBe(true);
    expect(JSON.stringify(results)).not.toContain('img.sandbox.badge-console.test');
    const image = await fetch(logo);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('takes back its own CDN URLs as images: uploaded files and seeded art', async () => {
    const created = await fetch(`${api}/community/${communityId()}/file`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'badge-art.png' }),
    });
    const file = (await created.json()) as FileRecord;
    expect(file.url.startsWith(`${server.origin}/_cdn/`)).toBe(true);
    const form = new FormData();
    for (const [name, value] of Object.entries(file.upload.body)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'a.png');
    expect((await fetch(file.upload.url, { method: 'POST', body: form })).status).toBe(201);
    expect((await fetch(file.url)).status).toBe(200);

    const badge = await fetch(`${api}/community/${communityId()}/badge`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(badgeBody(file.url)),
    });
    expect(badge.status).toBe(201);
    const saved = (await badge.json()) as { id: string; image: string };
    expect(saved.image).toBe(file.url);

    const seeded = `${server.origin}/_cdn/badges/anything.svg`;
    const edited = await fetch(`${api}/community/${communityId()}/badge/${saved.id}`, {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ image: seeded }),
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { image: string }).image).toBe(seeded);
  });
});
