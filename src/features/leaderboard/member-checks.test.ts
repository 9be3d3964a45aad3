import { describe, expect, it } from 'vitest';
import { claimWindowOpened, eachBounded, memberReasons } from './member-checks';

const OPENED = Date.parse('2026-04-01T00:00:00.000Z');

describe('member reasons', () => {
  it('flags a wallet that is not a member, and nothing else about it', () => {
    expect(memberReasons({ member: null, tokens: null }, OPENED)).toEqual(['notMember']);
  });

  it('flags a member with no tokens, or who joined after the window opened, or both', () => {
    const before = { createdAt: '2026-03-31T23:59:59.000Z' };
    const after = { createdAt: '2026-04-01T00:00:01.000Z' };
    expect(memberReasons({ member: before, tokens: 3 }, OPENED)).toEqual([]);
    expect(memberReasons({ member: before, tokens: 0 }, OPENED)).toEqual(['noTokens']);
    expect(memberReasons({ member: after, tokens: 1 }, OPENED)).toEqual(['joinedLate']);
    expect(memberReasons({ member: after, tokens: 0 }, OPENED)).toEqual(['noTokens', 'joinedLate']);
    // Joining the moment the window opened is not late; without an opening, nothing is.
    expect(memberReasons({ member: { createdAt: '2026-04-01T00:00:00.000Z' }, tokens: 1 }, OPENED)).toEqual([]);
    expect(memberReasons({ member: after, tokens: 1 }, null)).toEqual([]);
  });

  it('takes the window as opened at the badge’s creation, else at the board’s first award', () => {
    expect(claimWindowOpened('2026-04-01T00:00:00.000Z', ['2026-01-01T00:00:00.000Z'])).toBe(OPENED);
    expect(claimWindowOpened(undefined, ['2026-05-02T00:00:00.000Z', null, '2026-04-01T00:00:00.000Z'])).toBe(
      OPENED,
    );
    expect(claimWindowOpened(undefined, [null])).toBeNull();
  });
});

describe('eachBounded', () => {
  it('runs at most the limit at once and starts no more once aborted', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const controller = new AbortController();
    const releases: (() => void)[] = [];
    const run = eachBounded([1, 2, 3, 4, 5, 6, 7, 8], 3, controller.signal, (n) => {
      started.push(n);
      running += 1;
      most = Math.max(most, running);
      return new Promise<void>((resolve) =>
        releases.push(() => {
          running -= 1;
          resolve();
        }),
      );
    });
    expect(started).toEqual([1, 2, 3]);
    releases.shift()?.();
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual([1, 2, 3, 4]);
    controller.abort();
    while (releases.length > 0) {
      releases.shift()?.();
      await Promise.resolve();
      await Promise.resolve();
    }
    await run;
    expect(started).toEqual([1, 2, 3, 4]);
    expect(most).toBe(3);
  });
});
