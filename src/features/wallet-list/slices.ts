import { yieldToMain } from '../../api/fetch-all-pages';

/**
 * Long passes over a list, cut so the page stays responsive: a 20 MB file is 400,000 lines, and one
 * pass over them on the page's thread (the dry run) took more than a second. Between slices the
 * browser paints and handles input, so no task nears 200 ms.
 */
export const SLICE = 10_000;

/** Calls `step` on every item in order, yielding to the main thread between slices of `size`. */
export async function forEachInSlices<T>(
  items: readonly T[],
  step: (item: T, index: number) => void,
  size: number = SLICE,
): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) await yieldToMain();
    const end = Math.min(items.length, start + size);
    for (let i = start; i < end; i++) step(items[i] as T, i);
  }
}

/** Two lists already in line order, as one (a merge: no sort of 400,000 items). */
export function mergeByLine<A extends { line: number }, B extends { line: number }>(
  a: readonly A[],
  b: readonly B[],
): (A | B)[] {
  const out: (A | B)[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    if (x && (!y || x.line <= y.line)) {
      out.push(x);
      i++;
    } else if (y) {
      out.push(y);
      j++;
    }
  }
  return out;
}
