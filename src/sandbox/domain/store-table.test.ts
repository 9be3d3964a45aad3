import { describe, expect, it } from 'vitest';
import { createGen } from '../seed/gen';
import { createStore, emptyData } from './store';
import { declareTable } from './store-table';
import type { Snapshot } from './stored';
import { FIXED_NOW } from './test-fixture';
import { webhookTable } from './webhooks';

const hook = { id: 'w', events: ['a'], callbackUrl: 'https://x.test', signingKey: 'k', createdAt: FIXED_NOW };

describe('declared store tables', () => {
  it('are missing from an empty store until first used, then kept in its state', () => {
    const store = createStore();
    expect(store.data.webhooks).toBeUndefined();
    webhookTable.rows(store).push(hook);
    expect(webhookTable.rows(store)).toEqual([hook]);
    // A saved state has the table under its own key, as before tables moved to their resource.
    const restored = createStore(JSON.parse(JSON.stringify(store.snapshot())) as Snapshot);
    expect(restored.data.webhooks).toEqual([hook]);
  });

  it('fill the seed, or an empty list when they declare no seed records', () => {
    const tools = { gen: createGen(1), data: emptyData() };
    const data = emptyData();
    webhookTable.fill(data, tools);
    expect(data.webhooks?.map((w) => w.id)).toEqual([tools.gen.id('webhook', 1), tools.gen.id('webhook', 2)]);
    declareTable({ name: 'webhooks', empty: () => [] }).fill(data, tools);
    expect(data.webhooks).toEqual([]);
  });
});
