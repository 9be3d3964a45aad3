/**
 * Waiting for the page, without puppeteer's `waitForFunction` and `waitForSelector`. Those build
 * their predicate in the page with `new Function`, which the app's Content-Security-Policy refuses
 * in Firefox ESR 140 (Debian bookworm's): every wait failed with "call to Function() blocked by
 * CSP". Each try here is a plain evaluation over WebDriver BiDi, which the policy does not govern.
 */
import type { ElementHandle, EvaluateFunc, HandleFor, Page } from 'puppeteer-core';

export interface WaitOptions {
  /** Milliseconds; the page's default timeout when left out. */
  timeout?: number;
  /** Milliseconds between tries. */
  polling?: number;
}

/**
 * Runs `fn` in the page with `args` until it returns something truthy, and resolves with a handle
 * to that value. A try that throws (the page may be between documents) is tried again; after the
 * timeout, the last error is given as the cause.
 */
export async function waitInPage<Params extends unknown[], Func extends EvaluateFunc<Params>>(
  page: Page,
  options: WaitOptions,
  fn: Func,
  ...args: Params
): Promise<HandleFor<Awaited<ReturnType<Func>>>> {
  const timeout = options.timeout ?? page.getDefaultTimeout();
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      const handle = await page.evaluateHandle(fn, ...args);
      if (await page.evaluate((value: unknown) => Boolean(value), handle)) return handle;
      await handle.dispose();
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline)
      throw new Error(`Waiting failed: ${timeout} ms exceeded`, { cause: lastError });
    await new Promise((resolve) => setTimeout(resolve, options.polling ?? 100));
  }
}

/** The first element matching `selector` inside `root` (the document when left out), once there is one. */
export async function waitForElement<E extends Element = HTMLElement>(
  page: Page,
  selector: string,
  root?: ElementHandle,
): Promise<ElementHandle<E>> {
  const handle = root
    ? await waitInPage(page, {}, (scope, s) => scope.querySelector(s), root, selector)
    : await waitInPage(page, {}, (s) => document.querySelector(s), selector);
  const element = handle.asElement();
  if (!element) throw new Error(`No element matches ${selector}`);
  return element as ElementHandle<E>;
}
