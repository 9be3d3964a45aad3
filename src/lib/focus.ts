import { onEachFrame } from './schedule';

/**
 * Moves keyboard focus to the page's main heading, so a keyboard or screen-reader user lands on the
 * new page (or the changed state) instead of on the link or button that is no longer there.
 * Returns false when the page has no heading yet (it may still be loading).
 */
export function focusPageHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  // The page decides its own scroll (a new one starts at the top): focus scrolled just enough to
  // show the heading, which left what is above it (a badge's art) under the sticky top bar.
  heading.focus({ preventScroll: true });
  return true;
}

/** Focuses the page heading as soon as it is rendered (up to about two seconds), else `fallback`. */
export function focusPageHeadingSoon(fallback?: () => void): () => void {
  let frames = 0;
  return onEachFrame(() => {
    if (focusPageHeading()) return false;
    frames += 1;
    if (frames <= 120) return true;
    fallback?.();
    return false;
  });
}

/**
 * Focuses `target`, and keeps focus on the page if `target` is removed soon after: a dialog's save
 * that deletes a row closes the dialog before the table draws without that row (tables draw new
 * data in a transition), and a removed element takes focus with it to the page's body. Watches for
 * up to `ms`; stops as soon as focus has moved elsewhere.
 */
export function focusAndFollow(target: HTMLElement, ms = 3000): void {
  target.focus();
  const until = performance.now() + ms;
  onEachFrame(() => {
    const active = document.activeElement;
    if (active !== target && active !== document.body && active !== null) return false;
    if (!target.isConnected) {
      focusPageHeading();
      return false;
    }
    return performance.now() < until;
  });
}
