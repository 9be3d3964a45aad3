/**
 * How the smoke set finds and uses what a user sees: by role and accessible name, by label, and by
 * text, as the Playwright specs do. Every helper waits for its element; none sleeps.
 *
 * Roles and names are read from the DOM in the page (the elements each role is given by HTML or an
 * explicit `role`, named by aria-label, aria-labelledby, a fieldset's legend or their text), not
 * with puppeteer's ARIA selector: over WebDriver BiDi that selector walks Firefox's accessibility
 * tree on every poll, and took 7 to 23 s to find a heading or a link that had been on the page for
 * a second, most of each test's time. Accessibility itself is checked by the axe scans.
 */
import type { ElementHandle, JSHandle, Page } from 'puppeteer-core';
import { waitForElement, waitInPage } from './wait-in-page';

type Scope = Page | ElementHandle;

/**
 * The first visible element of this role and accessible name inside `root`, or null. It runs in the
 * page, so it declares no inner functions: tsx names those with a helper the page does not have.
 */
function findByRole(root: Element | Document, role: string, name: string): HTMLElement | null {
  const implicit: Record<string, string> = {
    link: 'a[href]',
    button: 'button, input[type="button"], input[type="submit"]',
    heading: 'h1, h2, h3, h4, h5, h6',
    navigation: 'nav',
    dialog: 'dialog',
    group: 'fieldset',
    region: 'section[aria-label], section[aria-labelledby]',
    radio: 'input[type="radio"]',
    checkbox: 'input[type="checkbox"]',
  };
  const selector = [implicit[role], `[role="${role}"]`].filter(Boolean).join(', ');
  for (const element of root.querySelectorAll<HTMLElement>(selector)) {
    const explicit = element.getAttribute('role');
    if ((explicit && explicit !== role) || !element.checkVisibility()) continue;
    const labelledBy = element.getAttribute('aria-labelledby');
    const text =
      element.getAttribute('aria-label') ??
      (labelledBy
        ? labelledBy
            .split(/\s+/)
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : element instanceof HTMLFieldSetElement
          ? element.querySelector('legend')?.textContent
          : element instanceof HTMLInputElement
            ? (element.labels?.[0]?.textContent ?? element.value)
            : element.textContent);
    if ((text ?? '').replace(/\s+/g, ' ').trim() === name) return element;
  }
  return null;
}

/** Waits for the element of this role and name in `scope` (a page, or an element of it). */
export async function byRole(scope: Scope, role: string, name: string): Promise<ElementHandle<HTMLElement>> {
  const page = 'frame' in scope ? scope.frame.page() : scope;
  const root: JSHandle<Element | Document> =
    'frame' in scope ? scope : await page.evaluateHandle(() => document);
  const handle = await waitInPage(page, { polling: 100 }, findByRole, root, role, name);
  const element = handle.asElement();
  if (!element) throw new Error(`No ${role} named "${name}"`);
  return element as ElementHandle<HTMLElement>;
}

export async function click(scope: Scope, role: string, name: string): Promise<void> {
  // A list may draw its rows again (its read answered again) between finding a link and clicking
  // it: the element found is then no longer in the document, and the one now there is found again.
  for (let tries = 1; ; tries++) {
    try {
      await (await byRole(scope, role, name)).click();
      return;
    } catch (error) {
      // Firefox ESR 140 says the node is detached; 153 that it is "not clickable or not an Element".
      const stale = error instanceof Error && /detached|not clickable or not an Element/i.test(error.message);
      if (tries >= 3 || !stale) throw error;
    }
  }
}

/** Waits until the page shows this text (in its rendered text, as a user reads it). */
export async function waitForText(page: Page, text: string, timeout = 30_000): Promise<void> {
  await waitInPage(page, { timeout, polling: 100 }, (t) => document.body.innerText.includes(t), text);
}

/** The form control a visible label names (the label's text up to its "required" marks). */
export async function byLabel(page: Page, label: string): Promise<ElementHandle<HTMLElement>> {
  const handle = await waitInPage(
    page,
    { polling: 100 },
    (wanted) => {
      for (const element of document.querySelectorAll('label')) {
        const text = element.textContent.replace(/\*|\(required\)|\(optional\)/g, '').trim();
        if (text !== wanted) continue;
        const control = element.control ?? element.querySelector('input, textarea, select');
        if (control instanceof HTMLElement) return control;
      }
      return null;
    },
    label,
  );
  const element = handle.asElement();
  if (!element) throw new Error(`No control labelled "${label}"`);
  return element as ElementHandle<HTMLElement>;
}

/** Sets a text control's value as typing would (React hears the input event). */
export async function fill(page: Page, label: string, value: string): Promise<void> {
  const control = await byLabel(page, label);
  await control.evaluate((element, text) => {
    const proto =
      element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(element, text);
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
  }, value);
}

/**
 * Every image in the main region (or those matching `selector`) has loaded and has pixels: none
 * failed, none is pending. Resolves with how many there are. A lazy image still waiting is scrolled
 * to, as a person reading down the page brings it near: Firefox starts such an image only when it
 * comes close to the view (the community's logo sits below the overview's insights).
 */
export async function imagesLoaded(page: Page, selector = 'main img', timeout = 20_000): Promise<number> {
  const handle = await waitInPage(
    page,
    { timeout, polling: 100 },
    (wanted) => {
      const images = [...document.querySelectorAll(wanted)].filter(
        (i): i is HTMLImageElement => i instanceof HTMLImageElement,
      );
      images.find((i) => !i.complete && i.loading === 'lazy')?.scrollIntoView({ block: 'center' });
      return images.length > 0 && images.every((i) => i.complete && i.naturalWidth > 0) ? images.length : 0;
    },
    selector,
  );
  return await handle.jsonValue();
}

/** Drops a real PNG drawn on a canvas on the page's upload zone, as a user drags a file there. */
export async function dropPng(page: Page, name: string): Promise<void> {
  await waitForElement(page, '[data-testid="dropzone"]');
  await page.evaluate(async (fileName) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 64;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas context');
    context.fillStyle = '#7c3aed';
    context.fillRect(0, 0, 64, 64);
    const blob = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('canvas.toBlob gave nothing'))), 'image/png'),
    );
    const transfer = new DataTransfer();
    transfer.items.add(new File([blob], fileName, { type: 'image/png' }));
    const zone = document.querySelector('[data-testid="dropzone"]');
    if (!zone) throw new Error('no drop zone');
    for (const type of ['dragenter', 'dragover', 'drop']) {
      zone.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
    }
  }, name);
}

/** Checks the radio whose label starts with `label` (its name also holds its description). */
export async function chooseRadio(page: Page, label: string): Promise<void> {
  const handle = await waitInPage(
    page,
    { polling: 100 },
    (wanted) =>
      [...document.querySelectorAll('input[type="radio"]')].find((radio) =>
        (radio instanceof HTMLInputElement ? (radio.labels?.[0]?.textContent ?? '') : '')
          .trim()
          .startsWith(wanted),
      ) ?? null,
    label,
  );
  const radio = handle.asElement();
  if (!radio) throw new Error(`No radio labelled "${label}"`);
  await (radio as ElementHandle<HTMLElement>).click();
}
