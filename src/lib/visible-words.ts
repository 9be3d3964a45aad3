/** Lower case, single spaces, no closing ellipsis or punctuation ("Redeem…" is said "Redeem"). */
export const spokenWords = (text: string): string =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s….:,;!?]+$/u, '')
    .toLowerCase();

/** The words an element shows, as said: its text without parts hidden from sight or from assistive tech. */
export function visibleWords(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"], .sr-only, [hidden]').forEach((hidden) => hidden.remove());
  return spokenWords(copy.textContent);
}
