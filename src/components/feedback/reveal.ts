/**
 * Puts an element the user must read now (an error summary, a field in error) under their eyes:
 * focus on it, so a screen reader reads it and Tab goes on from there, and scrolled to the middle
 * of the view, clear of the sticky top bar. A failed save otherwise left its message above the
 * viewport with focus on the page body.
 */
export function revealElement(element: HTMLElement): void {
  // An alert is not focusable by itself; -1 makes it reachable by script without adding a Tab stop.
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) element.tabIndex = -1;
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'center' });
}
