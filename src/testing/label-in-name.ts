import { spokenWords, visibleWords } from '../lib/visible-words';

/** Controls a user names by what they read on them: speech users say the visible words. */
const CONTROLS = 'button, a[href], [role="button"], [role="link"], [role="menuitem"], [role="tab"]';

/**
 * The controls under `root` whose `aria-label` leaves out the words they show (WCAG 2.5.3, label in
 * name), as `"visible" named "aria-label"`: empty when every such name contains its visible label.
 */
export function labelsMissingFromNames(root: ParentNode = document.body): string[] {
  return [...root.querySelectorAll(`:is(${CONTROLS})[aria-label]`)].flatMap((control) => {
    const visible = visibleWords(control);
    const name = control.getAttribute('aria-label') ?? '';
    return visible === '' || spokenWords(name).includes(visible) ? [] : [`"${visible}" named "${name}"`];
  });
}
