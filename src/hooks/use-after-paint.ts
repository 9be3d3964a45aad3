import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../lib/schedule';

/** The longest the second part of a page waits for a frame (a tab in the background draws none). */
const AT_THE_LATEST_MS = 100;

/**
 * False until the browser has drawn the frame this component first rendered in, then true. A page
 * whose first draw is heavy renders its top first and the rest once that is on screen: the style,
 * layout and paint of the whole page in one frame was a task of 20 to 30 ms of CPU on the large
 * preset's overview, which a busy machine stretched past 50 ms; in two frames each is half that.
 *
 * The change comes in a transition, so React cuts the render it starts into slices.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(
    () => afterNextPaint(() => startTransition(() => setPainted(true)), AT_THE_LATEST_MS),
    [],
  );
  return painted;
}
