import { describe, expect, it } from 'vitest';
import { createStore, emptySnapshot } from './store';
import { FIXED_NOW, makeTestStore } from './test-fixture';

const aTag = { id: 't', name: 'a', communityId: 'c', memberCount: 0, createdAt: FIXED_NOW };

describe('store', () => {
  it('uses the injected clock', () => {
    const store = createStore(undefined, { clock: () => new Date(FIXED_NOW) });
    expect(store.now()).toBe(FIXED_NOW);
    expect(store.nowMs()).toBe(Date.parse(FIXED_NOW));
  });

  it('generates deterministic UUID-shaped ids', () => {
    const a = createStore(undefined, { seed: 5 });
    const b = createStore(undefined, { seed: 5 });
    const ids = [a.nextId(), a.nextId()];
    expect(ids).toEqual([b.nextId(), b.nextId()]);
    expect(ids[0]).not.toBe(ids[1]);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(createStore(undefined, { seed: 6 }).nextId()).not.toBe(ids[0]);
  });

  it('continues the id and random sequences after a snapshot round trip', () => {
    const store = makeTestStore();
    store.nextId();
    store.random();
    const snap = JSON.parse(JSON.stringify(store.snapshot())) as ReturnType<typeof store.snapshot>;
    const restored = createStore(snap);
    expect(restored.nextId()).toBe(store.nextId());
    expect(restored.random()).toBe(store.random());
    expect(restored.data.members).toEqual(store.data.members);
  });

  it('copies snapshots in and out so stores do not share state', () => {
    const snap = emptySnapshot();
    const store = createStore(snap);
    store.data.tags.push(aTag);
    expect(snap.data.tags).toHaveLength(0);
    const out = store.snapshot();
    out.data.tags.length = 0;
    expect(store.data.tags).toHaveLength(1);
  });

  it('can adopt a snapshot without copying it (large presets)', () => {
    const snap = emptySnapshot();
    const store = createStore(snap, { copy: false });
    store.data.tags.push(aTag);
    expect(snap.data.tags).toHaveLength(1);
    expect(store.snapshot({ copy: false })).toBe(snap);
    const other = emptySnapshot(3);
    store.restore(other, { copy: false });
    expect(store.snapshot({ copy: false })).toBe(other);
  });

  it('restores a snapshot and refuses unknown versions', () => {
    const store = makeTestStore();
    store.restore(emptySnapshot());
    expect(store.data.communities).toEqual([]);
    const bad = { ...emptySnapshot(), version: 99 } as unknown as ReturnType<typeof emptySnapshot>;
    expect(() => store.restore(bad)).toThrow(/version 99/);
  });
});
