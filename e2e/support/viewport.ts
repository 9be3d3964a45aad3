/** What a phone-sized window must hold: the page never scrolls sideways, and its controls stay on screen. */
import { expect, type Page } from '@playwright/test';
import { transitionsDone } from './app';

export interface Size {
  width: number;
  height: number;
}

/** A desktop window, and a phone's (390 × 844). */
export const DESKTOP: Size = { width: 1360, height: 900 };
export const PHONE: Size = { width: 390, height: 844 };

/**
 * Resizes the open page's window without a reload and waits until the page has laid itself out at
 * the new width (the window reports it, two frames have been drawn since, so resize observers and
 * media-query listeners have run, and no transition is still moving).
 */
export async function resizeTo(page: Page, size: Size): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction((width) => window.innerWidth === width, size.width);
  await transitionsDone(page);
  await expectWidth(page, size.width);
}

/** The window the page lays itself out in is this wide. */
export async function expectWidth(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => window.innerWidth), 'the window width the page sees').toBe(width);
}

/**
 * The page is no wider than the window, and every visible control of the main area (the page
 * header's buttons and links first of all) and of an open dialog (the dialog itself too) lies
 * within it. A control inside its own horizontal scroller (a wide table) may sit past the edge:
 * that box scrolls, the page does not.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(width, 'the test sets a viewport').toBeGreaterThan(0);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(
    scrollWidth,
    `the page is ${String(scrollWidth)} px wide in a ${String(width)} px window`,
  ).toBeLessThanOrEqual(width);
  const outside = await page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return ['no <main>'];
    // A dialog is drawn over the page, outside <main>: it must fit the window as well.
    const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')];
    const scrolls = (el: Element) => /auto|scroll/.test(getComputedStyle(el).overflowX);
    const inOwnScroller = (el: Element, area: Element) => {
      for (let up = el.parentElement; up && up !== area; up = up.parentElement) if (scrolls(up)) return true;
      return false;
    };
    const beyond = (el: Element) => {
      const box = el.getBoundingClientRect();
      // Hidden, or visually hidden (a one-pixel clip for screen readers): nothing to reach on screen.
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(el).visibility === 'hidden') return false;
      return box.left < -1 || box.right > window.innerWidth + 1;
    };
    const describe = (el: Element) => {
      const box = el.getBoundingClientRect();
      const name = el.getAttribute('aria-label') ?? el.textContent.trim().slice(0, 40);
      return `${el.tagName.toLowerCase()} "${name}" at ${Math.round(box.left)}–${Math.round(box.right)} px`;
    };
    return [main, ...dialogs].flatMap((area) => {
      const controls = area.querySelectorAll<HTMLElement>(
        'button, a[href], input, select, textarea, [tabindex], [role="option"]',
      );
      const outOfView = [...controls].filter((el) => beyond(el) && !inOwnScroller(el, area));
      return [...(area === main || !beyond(area) ? [] : [area]), ...outOfView].map(describe);
    });
  });
  expect(outside, 'controls outside the window').toEqual([]);
}
