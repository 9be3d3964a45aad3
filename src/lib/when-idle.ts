/**
 * Runs `run` when the browser is next idle, or after `timeoutMs` at the latest; where there is no
 * requestIdleCallback (Safari, Node), on the next task. Returns a function that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}
