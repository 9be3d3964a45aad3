import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Snapshot } from './domain/stored';
import { coalescedWriter } from './persist';

const state = (n: number) => ({ version: n }) as unknown as Snapshot;

afterEach(() => vi.restoreAllMocks());

describe('coalescedWriter', () => {
  it('resolves a save only once its write is done, and writes a burst once, with the latest state', async () => {
    let finish: (() => void) | undefined;
    const written: Snapshot[] = [];
    const writer = coalescedWriter((snapshot) => {
      written.push(snapshot);
      return new Promise<void>((resolve) => (finish = resolve));
    });
    let stored = 0;
    const first = writer.save(() => state(1)).then(() => (stored += 1));
    const second = writer.save(() => state(2)).then(() => (stored += 1));
    await vi.waitFor(() => expect(written).toEqual([state(2)]));
    await Promise.resolve();
    expect(stored).toBe(0);
    finish?.();
    await Promise.all([first, second]);
    expect(stored).toBe(2);

    // A later change is a new write.
    const third = writer.save(() => state(3));
    await vi.waitFor(() => expect(written).toHaveLength(2));
    finish?.();
    await third;
    expect(written[1]).toEqual(state(3));
  });

  it('writes at once when the page goes away, and a failed write is reported, not thrown', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const write = vi.fn(() => Promise.reject(new Error('quota')));
    const writer = coalescedWriter(write);
    const saved = writer.save(() => state(1));
    writer.flush();
    expect(write).toHaveBeenCalledTimes(1);
    await expect(saved).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('Sandbox: could not save state', expect.any(Error));
  });

  it('drops a pending write when the state is cleared', async () => {
    vi.useFakeTimers();
    try {
      const write = vi.fn(() => Promise.resolve());
      const writer = coalescedWriter(write);
      const saved = writer.save(() => state(1));
      writer.drop();
      await saved;
      // The write was due on the next task: with every timer run, it still never happens.
      await vi.runAllTimersAsync();
      expect(write).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
