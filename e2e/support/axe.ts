/**
 * axe-core run inside the page under test. axe is injected once per document and then run as often
 * as the test asks: a page state scanned in two themes at two widths pays for one injection, not
 * four. (The Playwright wrapper injected the 560 KB engine twice per scan and finished each scan in
 * a new blank page; on a small page that was 1.6–2.9 s a scan against 0.25 s here.) The app has no
 * iframes, so the top document is the whole page.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 and 2.1, levels A and AA. */
const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  // Only violations are read; collecting passes and incomplete results is most of the output.
  resultTypes: ['violations'],
};

interface AxeGlobal {
  axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
}

/**
 * Waits for every animation that ends (a toast fading in or out, a dialog opening) to end. Colour
 * contrast read halfway through a fade is a state no user reads; spinners and other endless
 * animations are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  await settleAnimations(page);
  const injected = await page.evaluate(() => typeof (window as AxeGlobal).axe === 'object');
  if (!injected) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(async (options) => {
    const { axe } = window as AxeGlobal;
    if (!axe) throw new Error('axe-core was not injected into the page');
    return axe.run(document, options);
  }, RUN_OPTIONS);
  return results.violations;
}
