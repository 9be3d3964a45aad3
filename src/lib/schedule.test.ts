import { afterEach, describe, expect, it, vi } from 'vitest';
import { forEachInSlices, onEachFrame, whenIdle, yieldToMain } from './schedule';

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });

  it('otherwise resumes after a task already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await yieldToMain();
    order.push('resumed');
    expect(order).toEqual(['queued task', 'resumed']);
  });
});

describe('forEachInSlices', () => {
  it('visits every item once, in order, with its index', async () => {
    const seen: number[] = [];
    await forEachInSlices(
      Array.from({ length: 10 }, (_, i) => i),
      (item, index) => seen.push(item * 100 + index),
      { size: 3 },
    );
    expect(seen).toEqual(Array.from({ length: 10 }, (_, i) => i * 101));
  });

  it('gives other tasks a turn between slices, never inside one', async () => {
    const log: string[] = [];
    const ticking = setInterval(() => log.push('other task'), 0);
    await forEachInSlices([1, 2, 3, 4, 5, 6, 7], (item) => log.push(String(item)), { size: 3 });
    clearInterval(ticking);
    // Each slice runs whole; the other task runs at least once between consecutive slices.
    const slices = log
      .join(',')
      .split(/(?:,?other task)+,?/)
      .filter(Boolean);
    expect(slices).toEqual(['1,2,3', '4,5,6', '7']);
  });

  it('stops between slices once the signal aborts', async () => {
    const controller = new AbortController();
    const seen: number[] = [];
    const run = forEachInSlices(
      [1, 2, 3, 4, 5, 6],
      (item) => {
        seen.push(item);
        if (item === 2) controller.abort();
      },
      { size: 2, signal: controller.signal },
    );
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual([1, 2]);
  });
});

describe('onEachFrame', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls the step once a frame while it asks for more, and not after it is cancelled', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.splice(id - 1, 1, () => undefined));
    let calls = 0;
    onEachFrame(() => ++calls < 3);
    for (let i = 0; i < 5; i++) frames[i]?.(0);
    expect(calls).toBe(3);
    expect(frames).toHaveLength(3);

    let later = 0;
    const cancel = onEachFrame(() => ++later > 0);
    cancel();
    frames.at(-1)?.(0);
    expect(later).toBe(0);
  });
});

describe('whenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for an idle period, with the time limit given, and can be cancelled', () => {
    const idle = vi.fn((_: IdleRequestCallback, options?: IdleRequestOptions) => options?.timeout ?? 0);
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const cancel = whenIdle(() => undefined, 1000);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 });
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(1000);
  });

  it('runs in a later task where the browser has no idle callbacks', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const ran = new Promise<string>((resolve) => whenIdle(() => resolve('ran'), 1000));
    await expect(ran).resolves.toBe('ran');
  });
});
