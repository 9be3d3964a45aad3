/**
 * How the smoke set finds and uses what a user sees: by role and accessible name (puppeteer's ARIA
 * selector, answered by Firefox's accessibility tree), by label, and by text, as the Playwright
 * specs do. Every helper waits for its element; none sleeps.
 */
import type { ElementHandle, Page } from 'puppeteer-core';

const quote = (text: string) => text.replaceAll('\\', '\\\\').replaceAll('"', '\\"');

export const aria = (role: string, name: string) => `::-p-aria([name="${quote(name)}"][role="${role}"])`;

export async function byRole(page: Page, role: string, name: string): Promise<ElementHandle> {
  const found = await page.waitForSelector(aria(role, name), { visible: true });
  if (!found) throw new Error(`No ${role} named "${name}"`);
  return found;
}

export async function click(page: Page, role: string, name: string): Promise<void> {
  await (await byRole(page, role, name)).click();
}

/** Waits until the page shows this text (in its rendered text, as a user reads it). */
export async function waitForText(page: Page, text: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction((t) => document.body.innerText.includes(t), { timeout, polling: 100 }, text);
}

/** The form control a visible label names (the label's text up to its "required" marks). */
export async function byLabel(page: Page, label: string): Promise<ElementHandle<HTMLElement>> {
  const handle = await page.waitForFunction(
    (wanted) => {
      for (const element of document.querySelectorAll('label')) {
        const text = element.textContent.replace(/\*|\(required\)|\(optional\)/g, '').trim();
        if (text !== wanted) continue;
        const control = element.control ?? element.querySelector('input, textarea, select');
        if (control instanceof HTMLElement) return control;
      }
      return null;
    },
    { polling: 100 },
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
 * failed, none is pending. Resolves with how many there are.
 */
export async function imagesLoaded(page: Page, selector = 'main img', timeout = 20_000): Promise<number> {
  const handle = await page.waitForFunction(
    (wanted) => {
      const images = [...document.querySelectorAll(wanted)].filter(
        (i): i is HTMLImageElement => i instanceof HTMLImageElement,
      );
      return images.length > 0 && images.every((i) => i.complete && i.naturalWidth > 0) ? images.length : 0;
    },
    { timeout, polling: 100 },
    selector,
  );
  return await handle.jsonValue();
}

/** Drops a real PNG drawn on a canvas on the page's upload zone, as a user drags a file there. */
export async function dropPng(page: Page, name: string): Promise<void> {
  await page.waitForSelector('[data-testid="dropzone"]');
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
  const handle = await page.waitForFunction(
    (wanted) =>
      [...document.querySelectorAll('input[type="radio"]')].find((radio) =>
        (radio instanceof HTMLInputElement ? (radio.labels?.[0]?.textContent ?? '') : '')
          .trim()
          .startsWith(wanted),
      ) ?? null,
    { polling: 100 },
    label,
  );
  const radio = handle.asElement();
  if (!radio) throw new Error(`No radio labelled "${label}"`);
  await (radio as ElementHandle<HTMLElement>).click();
}
