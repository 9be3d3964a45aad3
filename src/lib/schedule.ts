/**
 * The one way long work on the page's thread gives the browser a turn: between the pages of a long
 * read, the slices of a long loop, the parts of a file being written. A task that runs past 50 ms
 * delays the next paint and the next click; work cut into slices of a few milliseconds never does.
 */

/**
 * Resolves in a later task, so the browser can paint and handle input first. `scheduler.yield()`
 * where the browser has it (the continuation keeps its place ahead of other queued work),
 * otherwise a zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Items a slice holds unless told otherwise: a few milliseconds of light work per item. */
export const SLICE = 5000;

/**
 * Calls `step` on every item in order, yielding to the main thread between slices of `size`
 * items. With `signal`, stops between slices once it aborts (rejecting with an AbortError).
 */
export async function forEachInSlices<T>(
  items: readonly T[],
  step: (item: T, index: number) => void,
  options: { size?: number; signal?: AbortSignal } = {},
): Promise<void> {
  const size = options.size ?? SLICE;
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) {
      await yieldToMain();
      if (options.signal?.aborted) throw new DOMException('Stopped between slices', 'AbortError');
    }
    const end = Math.min(items.length, start + size);
    for (let i = start; i < end; i++) step(items[i] as T, i);
  }
}
