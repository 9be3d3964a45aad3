import { describe, expect, it } from 'vitest';
import { createAttribution } from './attributions';
import { getLeaderboard } from './leaderboard';
import { createStore } from './store';
import { makeTestStore, W } from './test-fixture';
import { catchError } from './test-support';

const live = { communityId: 'com-a', badgeId: 'badge-live' };

/** The fixture plus carol, awarded later with no metrics at all. */
function storeWithCarol() {
  const base = makeTestStore();
  const store = createStore(base.snapshot(), { clock: () => '2026-11-01T13:00:00.000Z' });
  createAttribution(store, { ...live, body: { wallet: W.carol } });
  return store;
}

describe('leaderboard', () => {
  it('orders by earnedAt ascending without a metric', () => {
    const board = getLeaderboard(storeWithCarol(), live);
    expect(board.map((e) => e.wallet)).toEqual([W.alice, W.bob, W.carol]);
  });

  it('orders by a metadata metric, DESC by default, missing values last', () => {
    const board = getLeaderboard(storeWithCarol(), { ...live, metric: 'score' });
    expect(board.map((e) => e.wallet)).toEqual([W.bob, W.alice, W.carol]);
    expect(board[0]?.metadata).toEqual({ score: 30, time: 40 });
  });

  it('orders ASC on request', () => {
    const board = getLeaderboard(storeWithCarol(), { ...live, metric: 'score', metricDirection: 'ASC' });
    expect(board.map((e) => e.wallet)).toEqual([W.alice, W.bob, W.carol]);
  });

  it('is a plain array, paged', () => {
    const board = getLeaderboard(storeWithCarol(), {
      ...live,
      metric: 'time',
      metricDirection: 'ASC',
      page: '2',
      perPage: '1',
    });
    expect(Array.isArray(board)).toBe(true);
    expect(board.map((e) => e.wallet)).toEqual([W.alice]);
  });

  it('names members by ENS when they have one', () => {
    const [first] = getLeaderboard(makeTestStore(), live);
    expect(first).toMatchObject({
      name: 'alice.eth',
      username: 'alice.eth',
      displayName: 'alice.eth',
      wallet: W.alice,
    });
    const [, second] = getLeaderboard(makeTestStore(), live);
    expect(second).toMatchObject({ name: W.bob, username: null, displayName: '0xfB69…d359' });
  });

  it('refuses unknown metrics and directions', () => {
    expect(catchError(() => getLeaderboard(makeTestStore(), { ...live, metric: 'kills' }))).toEqual({
      status: 400,
      message: 'metric must be one of the following values: time, score, rank, position, points',
      field: 'metric',
    });
    expect(
      catchError(() => getLeaderboard(makeTestStore(), { ...live, metric: 'score', metricDirection: 'up' }))
        .field,
    ).toBe('metricDirection');
  });
});
