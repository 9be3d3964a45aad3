import { spokenWords, visibleWords } from '../lib/visible-words';

/** Controls a user names by what they read on them: speech users say the visible words. */
const CONTROLS = 'button, a[href], [role="button"], [role="link"], [role="menuitem"], [role="tab"]';

/**
 * A control's name as its aria-labelledby or aria-label gives it (the referenced elements' text in
 * order, hidden ones included, as browsers compute it), or undefined when its content names it.
 */
function givenName(control: Element): string | undefined {
  const ids = control.getAttribute('aria-labelledby')?.trim();
  if (ids) {
    return ids
      .split(/\s+/)
      .map((id) => {
        const named = control.ownerDocument.getElementById(id);
        if (!named) return '';
        return named === control ? visibleWords(named) : named.textContent;
      })
      .join(' ');
  }
  return control.getAttribute('aria-label') ?? undefined;
}

/**
 * The controls under `root` whose name (aria-label or aria-labelledby) leaves out the words they
 * show (WCAG 2.5.3, label in name), as `"visible" named "name"`: empty when every such name
 * contains its visible label.
 */
export function labelsMissingFromNames(root: ParentNode = document.body): string[] {
  return [...root.querySelectorAll(`:is(${CONTROLS}):is([aria-label], [aria-labelledby])`)].flatMap(
    (control) => {
      const visible = visibleWords(control);
      const name = givenName(control);
      if (visible === '' || name === undefined) return [];
      return spokenWords(name).includes(visible) ? [] : [`"${visible}" named "${name}"`];
    },
  );
}
