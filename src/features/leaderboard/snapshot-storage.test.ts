import { describe, expect, it } from 'vitest';
import { memorySnapshotStorage, snapshotScope, type Snapshot } from './snapshot-storage';

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

describe('snapshot storage', () => {
  it('lists a badge’s snapshots newest first, with counts, without their entries', async () => {
    const storage = memorySnapshotStorage();
    const scope = snapshotScope('https://api.example/v1', 'c1', 'b1');
    await storage.save(scope, snapshot('s1', '2026-01-01T00:00:00.000Z'));
    await storage.save(scope, snapshot('s2', '2026-02-01T00:00:00.000Z'));
    await storage.save(
      snapshotScope('https://api.example/v1', 'c1', 'b2'),
      snapshot('s3', '2026-03-01T00:00:00.000Z'),
    );
    const list = await storage.list(scope);
    expect(list.map((m) => [m.id, m.count])).toEqual([
      ['s2', 1],
      ['s1', 1],
    ]);
    expect(list[0]).not.toHaveProperty('entries');
    expect(await storage.entries(scope, 's1')).toEqual([
      { key: '0xa', wallet: '0xA', name: null, rank: 1, value: 5 },
    ]);
  });

  it('removes a snapshot and its entries', async () => {
    const storage = memorySnapshotStorage();
    const scope = snapshotScope('sandbox', 'c1', 'b1');
    await storage.save(scope, snapshot('s1', '2026-01-01T00:00:00.000Z'));
    await storage.remove(scope, 's1');
    expect(await storage.list(scope)).toEqual([]);
    expect(await storage.entries(scope, 's1')).toBeUndefined();
  });
});
