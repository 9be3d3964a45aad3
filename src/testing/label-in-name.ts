/** Controls a user names by what they read on them: speech users say the visible words. */
const CONTROLS = 'button, a[href], [role="button"], [role="link"], [role="menuitem"], [role="tab"]';

/** Lower case, single spaces, no closing ellipsis or punctuation ("Redeem…" is said "Redeem"). */
const spoken = (text: string): string =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s….:,;!?]+$/u, '')
    .toLowerCase();

/** The words a control shows: its text without parts hidden from sight or from assistive tech. */
function visibleText(control: Element): string {
  const copy = control.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"], .sr-only').forEach((hidden) => hidden.remove());
  return spoken(copy.textContent);
}

/**
 * The controls under `root` whose `aria-label` leaves out the words they show (WCAG 2.5.3, label in
 * name), as `"visible" named "aria-label"`: empty when every such name contains its visible label.
 */
export function labelsMissingFromNames(root: ParentNode = document.body): string[] {
  return [...root.querySelectorAll(`:is(${CONTROLS})[aria-label]`)].flatMap((control) => {
    const visible = visibleText(control);
    const name = control.getAttribute('aria-label') ?? '';
    return visible === '' || spoken(name).includes(visible) ? [] : [`"${visible}" named "${name}"`];
  });
}
