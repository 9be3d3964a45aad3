import { describe, expect, it } from 'vitest';
import { memoryDatabase } from '../../lib/connection-scoped-store-indexeddb';
import {
  createSnapshotStorage,
  snapshotEntriesKey,
  snapshotIndexKey,
  snapshotScope,
  type Snapshot,
} from './snapshot-storage';

function snapshot(id: string, takenAt: string): Snapshot {
  return {
    id,
    takenAt,
    metric: 'score',
    direction: 'DESC',
    count: 0,
    fallback: false,
    truncated: false,
    entries: [{ key: '0xa', wallet: '0xA', name: null, rank: 1, value: 5 }],
  };
}

const BASE = 'https://api.example/v1';

describe('snapshot storage', () => {
  it('lists a badge’s snapshots newest first, with counts, without their entries', async () => {
    const storage = createSnapshotStorage(memoryDatabase('test'));
    const scope = snapshotScope(BASE, 'c1', 'b1');
    await storage.save(scope, snapshot('s1', '2026-01-01T00:00:00.000Z'));
    await storage.save(scope, snapshot('s2', '2026-02-01T00:00:00.000Z'));
    await storage.save(snapshotScope(BASE, 'c1', 'b2'), snapshot('s3', '2026-03-01T00:00:00.000Z'));
    const list = await storage.index.read(storage.index.key(BASE, 'c1', 'b1'));
    expect(list.map((m) => [m.id, m.count])).toEqual([
      ['s2', 1],
      ['s1', 1],
    ]);
    expect(list[0]).not.toHaveProperty('entries');
    expect(await storage.entries.read(storage.entries.key(BASE, 'c1', 'b1', 's1'))).toEqual([
      { key: '0xa', wallet: '0xA', name: null, rank: 1, value: 5 },
    ]);
  });

  it('removes a snapshot and its entries', async () => {
    const storage = createSnapshotStorage(memoryDatabase('test'));
    const scope = snapshotScope('sandbox', 'c1', 'b1');
    await storage.save(scope, snapshot('s1', '2026-01-01T00:00:00.000Z'));
    await storage.remove(scope, 's1');
    expect(await storage.index.read(snapshotIndexKey(scope))).toEqual([]);
    expect(await storage.entries.read(storage.entries.key('sandbox', 'c1', 'b1', 's1'))).toBeNull();
  });

  it('keeps at most the cap per badge, dropping the oldest snapshot and its entries', async () => {
    const storage = createSnapshotStorage(memoryDatabase('test'), 2);
    const scope = snapshotScope(BASE, 'c1', 'b1');
    const other = snapshotScope(BASE, 'c1', 'b2');
    await storage.save(other, snapshot('o1', '2025-12-01T00:00:00.000Z'));
    for (const [id, month] of [
      ['s1', '01'],
      ['s2', '02'],
      ['s3', '03'],
    ] as const)
      await storage.save(scope, snapshot(id, `2026-${month}-01T00:00:00.000Z`));
    expect((await storage.index.read(snapshotIndexKey(scope))).map((m) => m.id)).toEqual(['s3', 's2']);
    expect(await storage.entries.read(snapshotEntriesKey(scope, 's1'))).toBeNull();
    expect(await storage.entries.read(snapshotEntriesKey(scope, 's2'))).not.toBeNull();
    // Another badge's snapshots count apart.
    expect((await storage.index.read(snapshotIndexKey(other))).map((m) => m.id)).toEqual(['o1']);
  });

  it('reads the records kept before, under the keys they always had, dropping what cannot be read', async () => {
    const database = memoryDatabase('test');
    const scope = `${BASE}|c1|b1`;
    await database.records.set(`index|${scope}`, [
      { id: 'old', takenAt: '2025-05-01T00:00:00.000Z', metric: 'points', direction: 'ASC', count: 2 },
      { id: 'edited', takenAt: '2025-06-01T00:00:00.000Z', metric: 'luck', direction: 'DESC' },
      'not a line',
    ]);
    await database.records.set(`entries|${scope}|old`, [
      { key: '0xa', wallet: '0xA', name: 'Ada', rank: 1, value: 9 },
      { key: '0xb', rank: 'second' },
    ]);
    const storage = createSnapshotStorage(database);
    expect(await storage.index.read(storage.index.key(BASE, 'c1', 'b1'))).toEqual([
      {
        id: 'old',
        takenAt: '2025-05-01T00:00:00.000Z',
        metric: 'points',
        direction: 'ASC',
        count: 2,
        fallback: false,
        truncated: false,
      },
    ]);
    expect(await storage.entries.read(storage.entries.key(BASE, 'c1', 'b1', 'old'))).toEqual([
      { key: '0xa', wallet: '0xA', name: 'Ada', rank: 1, value: 9 },
    ]);
  });
});
