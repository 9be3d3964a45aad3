import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadChunk } from './load-chunk';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('loadChunk', () => {
  it('gives the chunk when its import succeeds, importing it once', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'));
    await expect(loadChunk(load)).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed import once more after a moment, and gives the chunk if that succeeds', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockRejectedValueOnce(new TypeError('cut')).mockResolvedValueOnce('chunk');
    const result = loadChunk(load);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails with the first error when the second try fails too', async () => {
    vi.useFakeTimers();
    const first = new TypeError('error loading dynamically imported module');
    const load = vi.fn().mockRejectedValueOnce(first).mockRejectedValueOnce(new TypeError('again'));
    const result = loadChunk(load);
    const settled = expect(result).rejects.toBe(first);
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
  });

  it('holds a failure while the page is being left, so the leaving page shows no error', async () => {
    vi.useFakeTimers();
    // A page's window, for a fresh copy of the module to listen on (these tests run in Node).
    const page = new EventTarget();
    vi.stubGlobal('window', page);
    vi.resetModules();
    const fresh = await import('./load-chunk');
    page.dispatchEvent(new Event('beforeunload'));
    const load = vi.fn().mockRejectedValue(new TypeError('aborted by navigation'));
    let settled = false;
    void fresh.loadChunk(load).then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.advanceTimersByTimeAsync(14_000);
    expect(settled).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(settled).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
