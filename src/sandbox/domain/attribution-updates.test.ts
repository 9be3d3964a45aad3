import { describe, expect, it } from 'vitest';
import { findAttributionByMetadata, generateAttributionCode, updateAttribution } from './attribution-updates';
import { makeTestStore, W } from './test-fixture';
import { catchError } from './test-support';

const live = { communityId: 'com-a', badgeId: 'badge-live' };

describe('attribution metadata update', () => {
  it('merges metadata into the wallet’s attribution', () => {
    const store = makeTestStore();
    const updated = updateAttribution(store, {
      ...live,
      body: { wallet: W.alice.toLowerCase(), metadata: { points: 7 } },
    });
    expect(updated.metadata).toEqual({ score: 10, time: 50, points: 7 });
  });

  it('applies a gt guard only when the new value is greater', () => {
    const store = makeTestStore();
    const lower = updateAttribution(store, {
      ...live,
      body: { wallet: W.alice, metadata: { score: 5 } },
      conditionKey: 'score',
      condition: 'gt',
    });
    expect(lower.metadata.score).toBe(10);
    const higher = updateAttribution(store, {
      ...live,
      body: { wallet: W.alice, metadata: { score: '12' } },
      conditionKey: 'score',
      condition: 'gt',
    });
    expect(higher.metadata.score).toBe('12');
  });

  it('applies an lt guard only when the new value is lower, and applies when nothing is stored', () => {
    const store = makeTestStore();
    expect(
      updateAttribution(store, {
        ...live,
        body: { wallet: W.bob, metadata: { time: 45 } },
        conditionKey: 'time',
        condition: 'lt',
      }).metadata.time,
    ).toBe(40);
    expect(
      updateAttribution(store, {
        ...live,
        body: { wallet: W.bob, metadata: { time: 35 } },
        conditionKey: 'time',
        condition: 'lt',
      }).metadata.time,
    ).toBe(35);
    expect(
      updateAttribution(store, {
        ...live,
        body: { wallet: W.bob, metadata: { rank: 3 } },
        conditionKey: 'rank',
        condition: 'lt',
      }).metadata.rank,
    ).toBe(3);
  });

  it('validates the guard and the body', () => {
    const store = makeTestStore();
    const body = { wallet: W.alice, metadata: { score: 1 } };
    expect(
      catchError(() => updateAttribution(store, { ...live, body, conditionKey: 'score', condition: 'eq' })),
    ).toEqual({
      status: 400,
      message: 'condition must be one of the following values: gt, lt',
      field: 'condition',
    });
    expect(catchError(() => updateAttribution(store, { ...live, body, condition: 'gt' })).field).toBe(
      'conditionKey',
    );
    expect(
      catchError(() => updateAttribution(store, { ...live, body, conditionKey: 'time', condition: 'gt' })),
    ).toEqual({
      status: 400,
      message: 'metadata.time must be a number when conditionKey is set',
      field: 'metadata.time',
    });
    expect(catchError(() => updateAttribution(store, { ...live, body: { wallet: W.alice } })).field).toBe(
      'metadata',
    );
    expect(
      catchError(() => updateAttribution(store, { ...live, body: { wallet: W.dave, metadata: {} } })),
    ).toEqual({
      status: 404,
      message: `Attribution of badge badge-live for ${W.dave} not found`,
      field: undefined,
    });
  });
});

describe('attribution by metadata', () => {
  it('finds by key and value, comparing as text', () => {
    const store = makeTestStore();
    expect(findAttributionByMetadata(store, { ...live, key: 'score', value: '30' }).id).toBe('att-2');
    expect(
      catchError(() => findAttributionByMetadata(store, { ...live, key: 'score', value: '31' })),
    ).toEqual({
      status: 404,
      message: 'Attribution with metadata score=31 not found',
      field: undefined,
    });
    expect(catchError(() => findAttributionByMetadata(store, { ...live, value: '1' })).field).toBe('key');
    expect(catchError(() => findAttributionByMetadata(store, { ...live, key: 'score' })).field).toBe('value');
  });
});

describe('attribution codes', () => {
  it('generates distinct, deterministic, readable codes', () => {
    const a = makeTestStore();
    const b = makeTestStore();
    const first = generateAttributionCode(a, live);
    expect(first.code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect(generateAttributionCode(b, live)).toEqual(first);
    expect(generateAttributionCode(a, live).code).not.toBe(first.code);
    expect(a.data.claimCodes).toHaveLength(2);
  });
});
