import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { badgeKeys } from '../../api/resources/badges';
import { webhookKeys } from '../../api/resources/webhooks';
import type { WriteRequest } from '../../api/write-journal';
import { memoryDatabase } from '../../lib/connection-scoped-store-indexeddb';
import { journalCsv, journalJson } from './journal-export';
import { createJournalStore, journalKey } from './journal-storage';
import { buildEntry, cachedRecord, createWriteRecorder } from './write-recorder';

const KEY = 'live-api-key-123';
const TOKEN = 'bearer-token-456';
const SIGNING = 'whsec_signing_789';

const request = (overrides: Partial<WriteRequest> = {}): WriteRequest => ({
  method: 'PATCH',
  url: '/webhooks/{id}',
  path: { id: 'w1' },
  body: { callbackUrl: 'https://new.example.org', apiKey: KEY },
  connection: { mode: 'live', baseUrl: 'https://api.example.org/v1' },
  at: '2026-03-10T12:00:00.000Z',
  ...overrides,
});

describe('buildEntry', () => {
  it('keeps no key, token or signing key, in fields or in the texts kept', () => {
    const before = { id: 'w1', callbackUrl: 'https://old.example.org', signingKey: SIGNING };
    const answer = {
      id: 'w1',
      callbackUrl: 'https://new.example.org',
      signingKey: SIGNING,
      note: `signed with ${SIGNING}`,
    };
    const entry = buildEntry(request(), { status: 200, ok: true, answer }, before, [KEY, TOKEN]);
    const refused = buildEntry(
      request(),
      { status: 401, ok: false, message: `Key ${KEY} and token ${TOKEN} refused` },
      before,
      [KEY, TOKEN],
    );
    for (const kept of [JSON.stringify(entry), JSON.stringify(refused)]) {
      for (const secret of [KEY, TOKEN, SIGNING]) expect(kept).not.toContain(secret);
    }
    expect(entry.diff).toEqual([
      { key: 'callbackUrl', before: 'https://old.example.org', after: 'https://new.example.org' },
      { key: 'note', after: 'signed with [redacted]' },
    ]);
    expect(refused).toMatchObject({
      outcome: 'failed',
      status: 401,
      message: 'Key [redacted] and token [redacted] refused',
    });
  });

  it('records a create without a diff, with its job and connection', () => {
    const entry = buildEntry(
      request({
        method: 'POST',
        url: '/community/{id}/tag',
        path: { id: 'c1' },
        body: { name: 'Owls' },
        jobId: 'job-1',
      }),
      { status: 201, ok: true, answer: { id: 't1', name: 'Owls' } },
      undefined,
      [KEY],
    );
    expect(entry).toMatchObject({
      operation: 'POST /community/{id}/tag',
      action: 'Create tag',
      target: { label: 'Owls', href: '/communities/c1/tags/t1' },
      connection: { mode: 'live', baseUrl: 'https://api.example.org/v1' },
      outcome: 'succeeded',
      jobId: 'job-1',
    });
    expect(entry.diff).toBeUndefined();
  });
});

describe('cachedRecord', () => {
  it('finds the detail read with the same ids, else the item in a cached list', () => {
    const client = new QueryClient();
    client.setQueryData(badgeKeys.detail('c1', 'b1'), {
      id: 'b1',
      name: 'Detail',
    });
    client.setQueryData(badgeKeys.list('c1', { page: 1, perPage: 20 }), {
      results: [{ id: 'b2', name: 'Listed' }],
    });
    client.setQueryData(webhookKeys.list(), [{ id: 'w1', callbackUrl: 'https://x' }]);
    expect(cachedRecord(client, { id: 'c1', badgeId: 'b1' })).toEqual({ id: 'b1', name: 'Detail' });
    expect(cachedRecord(client, { id: 'c1', badgeId: 'b2' })).toEqual({ id: 'b2', name: 'Listed' });
    expect(cachedRecord(client, { id: 'w1' })).toEqual({ id: 'w1', callbackUrl: 'https://x' });
    expect(cachedRecord(client, { id: 'c1', badgeId: 'none' })).toBeUndefined();
  });
});

describe('createWriteRecorder', () => {
  it('reads the record before the write, and stores the entry under the connection when it ends', async () => {
    const client = new QueryClient();
    client.setQueryData(webhookKeys.list(), [{ id: 'w1', callbackUrl: 'https://old.example.org' }]);
    const store = createJournalStore(memoryDatabase('recorder-test'));
    const finish = createWriteRecorder(client, store)(request());
    // The answer replaces the cached record before the journal hears of it.
    client.setQueryData(webhookKeys.list(), [{ id: 'w1', callbackUrl: 'https://new.example.org' }]);
    finish({ status: 200, ok: true, answer: { id: 'w1', callbackUrl: 'https://new.example.org' } });
    const key = journalKey('https://api.example.org/v1');
    await expect.poll(async () => (await store.read(key)).length).toBe(1);
    const [entry] = await store.read(key);
    expect(entry?.diff).toEqual([
      { key: 'callbackUrl', before: 'https://old.example.org', after: 'https://new.example.org' },
    ]);
  });
});

describe('createWriteRecorder, for a create', () => {
  it('does not take the parent record the path names for the record before', async () => {
    const client = new QueryClient();
    client.setQueryData(badgeKeys.detail('c1', 'b1'), { id: 'b1', name: 'Parent badge' });
    const store = createJournalStore(memoryDatabase('recorder-create-test'));
    createWriteRecorder(
      client,
      store,
    )(
      request({
        method: 'POST',
        url: '/community/{id}/badge/{badgeId}/reward',
        path: { id: 'c1', badgeId: 'b1' },
        body: { name: 'Hoodie' },
      }),
    )({ status: 400, ok: false, message: 'Refused' });
    const key = journalKey('https://api.example.org/v1');
    await expect.poll(async () => (await store.read(key))[0]?.target.label).toBe('Hoodie');
  });
});

describe('a webhook whose callback URL carries a token', () => {
  const OLD = 'https://hooks.example.org/in?token=tok_old_1234567#sig=frag_old_1234';
  const NEW = 'https://ops:pa55w0rd@hooks.example.org/v2/in?sig=sig_new_7654321';
  const HIDDEN = ['tok_old_1234567', 'frag_old_1234', 'pa55w0rd', 'sig_new_7654321'];

  it('keeps its origin and path, never its query, fragment or user info, in IndexedDB and both exports', async () => {
    const client = new QueryClient();
    client.setQueryData(webhookKeys.list(), [{ id: 'w1', callbackUrl: OLD }]);
    const database = memoryDatabase('recorder-webhook-url-test');
    const store = createJournalStore(database);
    const finish = createWriteRecorder(client, store)(request({ body: { callbackUrl: NEW } }));
    finish({ status: 200, ok: true, answer: { id: 'w1', callbackUrl: NEW } });
    const key = journalKey('https://api.example.org/v1');
    await expect.poll(async () => (await store.read(key)).length).toBe(1);
    const entries = await store.read(key);
    expect(entries[0]?.target.label).toBe('https://hooks.example.org/in?[redacted]#[redacted]');
    expect(entries[0]?.diff).toEqual([
      {
        key: 'callbackUrl',
        before: 'https://hooks.example.org/in?[redacted]#[redacted]',
        after: 'https://[redacted]@hooks.example.org/v2/in?[redacted]',
      },
    ]);
    const stored = JSON.stringify(await database.records.get(key));
    expect(stored).toContain('hooks.example.org/v2/in');
    const kept = [stored, journalCsv(entries), journalJson(entries)];
    for (const text of kept) for (const secret of HIDDEN) expect(text).not.toContain(secret);
  });

  it('still records a change of the token alone, without the token', () => {
    const rotated = 'https://hooks.example.org/in?token=tok_new_7654321';
    const entry = buildEntry(
      request({ body: { callbackUrl: rotated } }),
      { status: 200, ok: true, answer: { id: 'w1', callbackUrl: rotated } },
      { id: 'w1', callbackUrl: 'https://hooks.example.org/in?token=tok_old_1234567' },
      [KEY],
    );
    expect(entry.diff).toEqual([
      {
        key: 'callbackUrl',
        before: 'https://hooks.example.org/in?[redacted]',
        after: 'https://hooks.example.org/in?[redacted]',
      },
    ]);
    expect(JSON.stringify(entry)).not.toMatch(/tok_(old|new)/);
  });

  it('masks the URL a refusal quotes, and the token quoted alone', () => {
    const entry = buildEntry(
      request({ method: 'POST', url: '/webhooks', path: {}, body: { callbackUrl: NEW } }),
      { status: 400, ok: false, message: `callbackUrl ${NEW} refused: sig sig_new_7654321 unknown` },
      undefined,
      [KEY],
    );
    expect(entry.message).toBe(
      'callbackUrl https://[redacted]@hooks.example.org/v2/in?[redacted] refused: sig [redacted] unknown',
    );
    expect(entry.target.label).toBe('https://[redacted]@hooks.example.org/v2/in?[redacted]');
  });
});
