/**
 * The one home of the browser's scheduling primitives (animation frames, idle callbacks, zero-delay
 * timers, `scheduler.yield`): app code says what it waits for by intent, through these names, and a
 * lint rule refuses the primitives anywhere else. Work on the page's thread that could run past
 * 50 ms delays the next paint and the next click; cut into turns, frames or idle time, it never does.
 *
 * - give the browser a turn: `yieldToMain` (awaited), `nextTurn` (a callback);
 * - in slices: `forEachInSlices`;
 * - after the next paint: `afterNextPaint`;
 * - on each frame, until done: `onEachFrame`;
 * - when idle: `whenIdle`.
 *
 * React's own `startTransition` and `useDeferredValue` stay React's.
 */

/** Cancels what was scheduled; calling it after the work ran does nothing. */
export type Cancel = () => void;

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

/** Runs `run` in a later task, once the browser has had a turn (painted, handled input). */
export function nextTurn(run: () => void): Cancel {
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
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

/**
 * Runs `run` once the browser has drawn its next frame: a timer set from an animation frame
 * callback runs after that frame is painted. A tab in the background draws no frames, so `run`
 * comes after `atTheLatestMs` at the latest; where there are no animation frames (Node), then.
 */
export function afterNextPaint(run: () => void, atTheLatestMs: number): Cancel {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  const latest = setTimeout(once, atTheLatestMs);
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const frame =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => {
          afterFrame = setTimeout(once, 0);
        })
      : undefined;
  return () => {
    done = true;
    clearTimeout(latest);
    clearTimeout(afterFrame);
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
}

/**
 * Calls `step` before each of the next frames while it returns true: for watching the page as it
 * renders (a heading that appears, an element that goes), never more than once a frame.
 */
export function onEachFrame(step: () => boolean): Cancel {
  let id = requestAnimationFrame(function frame() {
    if (step()) id = requestAnimationFrame(frame);
  });
  return () => cancelAnimationFrame(id);
}

/**
 * Runs `run` when the browser is next idle, or after `timeoutMs` at the latest; where there is no
 * requestIdleCallback (Safari, Node), on the next task.
 */
export function whenIdle(run: () => void, timeoutMs: number): Cancel {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  return nextTurn(run);
}
