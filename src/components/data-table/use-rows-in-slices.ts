import { useEffect, useState } from 'react';
import { nextTurn } from '../../lib/schedule';

/** Rows drawn in the first commit of a page, and added by each commit after it. */
export const ROWS_PER_SLICE = 25;

/**
 * How many of a page's rows to draw now. A page of 100 rows drawn in one commit held the main
 * thread for over 50 ms on a page change (rendering the rows, then laying out the table); drawn
 * 25 at a time, the first screen of rows comes in the first commit and the rest follows slice by
 * slice, each in a task of its own. `pageKey` names the page (its first row's id): a new page
 * starts again from one slice, a render of the same page keeps the rows already drawn.
 */
export function useRowsInSlices(count: number, pageKey: string | undefined): number {
  const [drawn, setDrawn] = useState<{ pageKey: string | undefined; shown: number }>({
    pageKey: undefined,
    shown: 0,
  });
  const shown = drawn.pageKey === pageKey ? drawn.shown : ROWS_PER_SLICE;
  useEffect(() => {
    if (shown >= count) return;
    return nextTurn(() => setDrawn({ pageKey, shown: shown + ROWS_PER_SLICE }));
  }, [count, pageKey, shown]);
  return Math.min(shown, count);
}
