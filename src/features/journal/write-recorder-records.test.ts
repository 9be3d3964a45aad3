import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { attributionKeys } from '../../api/resources/attributions';
import { badgeKeys } from '../../api/resources/badges';
import { leaderboardKeys } from '../../api/resources/leaderboard';
import type { WriteOutcome, WriteRequest } from '../../api/write-journal';
import { memoryDatabase } from '../../lib/connection-scoped-store-indexeddb';
import type { JournalEntry } from './journal-entry';
import { createJournalStore, journalKey } from './journal-storage';
import { createWriteRecorder } from './write-recorder';

const BASE = 'https://api.example.org/v1';
const WALLET = '0x1111111111111111111111111111111111111111';

let databases = 0;

/** Records one write over `client`'s cache as the API client hands it over, and returns its entry. */
async function record(
  client: QueryClient,
  request: Omit<WriteRequest, 'connection' | 'at'>,
  outcome: WriteOutcome,
): Promise<JournalEntry> {
  const store = createJournalStore(memoryDatabase(`recorder-records-${(databases += 1)}`));
  createWriteRecorder(
    client,
    store,
  )({
    ...request,
    connection: { mode: 'live', baseUrl: BASE },
    at: '2026-03-10T12:00:00.000Z',
  })(outcome);
  await expect.poll(async () => (await store.read(journalKey(BASE))).length).toBe(1);
  const [entry] = await store.read(journalKey(BASE));
  return entry!;
}

const badge = { id: 'b1', title: 'Early bird', image: 'https://cdn.example.org/old.png', status: 'live' };

const award = (badgeId: string) => ({
  method: 'POST',
  url: '/community/{id}/badge/{badgeId}/attribution',
  path: { id: 'c1', badgeId },
  body: { wallet: WALLET },
});

describe('the journal names what a write changed', () => {
  it('compares an update with the record itself, not another read under the same path', async () => {
    const client = new QueryClient();
    // The badge's board is read under the same path ids, but is not the badge.
    client.setQueryData(leaderboardKeys.boards('c1', 'b1'), { entries: [], notes: [] });
    client.setQueryData(badgeKeys.detail('c1', 'b1'), badge);
    const entry = await record(
      client,
      {
        method: 'PATCH',
        url: '/community/{id}/badge/{badgeId}',
        path: { id: 'c1', badgeId: 'b1' },
        body: { image: 'https://cdn.example.org/new.png' },
      },
      { status: 200, ok: true, answer: { ...badge, image: 'https://cdn.example.org/new.png' } },
    );
    expect(entry.diff).toEqual([
      { key: 'image', before: 'https://cdn.example.org/old.png', after: 'https://cdn.example.org/new.png' },
    ]);
  });

  it('names the badge of an award and shows the path it was sent to', async () => {
    const client = new QueryClient();
    client.setQueryData(badgeKeys.detail('c1', 'b1'), badge);
    const entry = await record(client, award('b1'), { status: 201, ok: true, answer: { id: 'a1' } });
    expect(entry.action).toBe('Award badge');
    expect(entry.target.label).toBe(`${WALLET} on Early bird`);
    expect(entry.path).toBe('/community/c1/badge/b1/attribution');

    // A badge not cached is named by its id.
    const unknown = await record(new QueryClient(), award('b7'), {
      status: 400,
      ok: false,
      message: 'Already awarded',
    });
    expect(unknown.target.label).toBe(`${WALLET} on badge b7`);
  });

  it("records a metadata update's changed key, from the attribution as its page read it", async () => {
    const client = new QueryClient();
    client.setQueryData(badgeKeys.detail('c1', 'b1'), badge);
    client.setQueryData(attributionKeys.detail('c1', 'b1', 'a1'), {
      id: 'a1',
      badgeId: 'b1',
      metadata: { score: 6738, team: 'red' },
    });
    const entry = await record(
      client,
      {
        method: 'PATCH',
        url: '/community/{id}/badge/{badgeId}/attribution',
        path: { id: 'c1', badgeId: 'b1' },
        body: { wallet: WALLET, metadata: { score: 9999 } },
      },
      { status: 200, ok: true, answer: { id: 'a1', badgeId: 'b1', metadata: { score: 9999, team: 'red' } } },
    );
    expect(entry.action).toBe('Update awards');
    expect(entry.target.label).toBe(`${WALLET} on Early bird`);
    expect(entry.diff).toEqual([{ key: 'metadata.score', before: '6738', after: '9999' }]);
  });
});
