/**
 * Firefox, driven over WebDriver BiDi by puppeteer-core (Playwright cannot drive the Firefox Debian
 * ships). Each test gets a tab, and fails on any page error or console error in it.
 */
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import { findFirefox, INSTALL_HELP } from '../../scripts/find-firefox.mjs';
import { waitInPage } from './wait-in-page';

export async function launchFirefox(): Promise<Browser> {
  const firefox = findFirefox();
  if (!firefox) throw new Error(INSTALL_HELP);
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: firefox.path,
    headless: true,
    // A machine whose network is closed: no update checks or telemetry on the way.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'browser.shell.checkDefaultBrowser': false,
    },
  });
}

/**
 * Sets the tab's viewport. puppeteer sends BiDi's `emulation.setScreenOrientationOverride` beside
 * `browsingContext.setViewport`, and Firefox ESR 140 (Debian bookworm's) does not know that command
 * yet: its error is tolerated, and the viewport's width is then checked, so a viewport that was not
 * set still fails the test.
 */
async function setViewport(page: Page, size: { width: number; height: number }): Promise<void> {
  try {
    await page.setViewport(size);
  } catch (error) {
    if (!(error instanceof Error && error.message.includes('emulation.setScreenOrientationOverride')))
      throw error;
  }
  await waitInPage(page, { timeout: 5_000 }, (width: number) => window.innerWidth === width, size.width);
}

/**
 * The path the tab shows, read in the page. puppeteer's `page.url()` misses the app's own
 * navigations (history.pushState) in Firefox ESR 140, which does not report them over BiDi.
 */
export async function pagePath(page: Page): Promise<string> {
  return await page.evaluate(() => location.pathname);
}

export interface Tab {
  page: Page;
  /** Page errors and console errors so far, each with where it happened. */
  errors: string[];
  close: () => Promise<void>;
}

/**
 * A tab in `context`, or in a fresh context of its own (closed with the tab). Tabs of one context
 * share the sandbox's stored data, so only the first one waits for the seed to be built. Its
 * `errors` collect page errors, console errors and requests with an empty URL.
 */
export async function openTab(browser: Browser, context?: BrowserContext): Promise<Tab> {
  const own = context ? null : await browser.createBrowserContext();
  const page = await (context ?? own)?.newPage();
  if (!page) throw new Error('No browser context');
  await setViewport(page, { width: 1280, height: 900 });
  page.setDefaultTimeout(30_000);
  // An Error handed to console.error reaches puppeteer as "JSHandle@error", and its message can no
  // longer be read once the document is gone: each document writes its errors out as text first.
  await page.evaluateOnNewDocument(() => {
    const original = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      const text = args
        .map((arg) =>
          arg instanceof Error ? `${arg.name}: ${arg.message}\n${arg.stack ?? ''}` : String(arg),
        )
        .join(' ');
      original(text);
    };
  });
  const errors: string[] = [];
  page.on('pageerror', (error: unknown) =>
    errors.push(`page error at ${page.url()}: ${error instanceof Error ? error.message : String(error)}`),
  );
  // A request for an empty address (an image or a fetch given '') reaches the server as the page
  // itself; none should ever be made.
  page.on('request', (request) => {
    if (!request.url()) errors.push(`a ${request.resourceType()} request with an empty URL at ${page.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const at = `console error at ${page.url()}: ${message.text()}`;
    errors.push(at);
    // An Error passed to console.error reads as "JSHandle@error": its message is added when it can
    // still be read (the document may be gone by then).
    void Promise.all(
      message
        .args()
        .map((arg) =>
          arg
            .evaluate((value) => (value instanceof Error ? `${value.name}: ${value.message}` : ''))
            .catch(() => ''),
        ),
    ).then((texts) => {
      const detail = texts.filter(Boolean).join('; ');
      if (detail) errors[errors.indexOf(at)] = `${at} (${detail})`;
    });
  });
  return { page, errors, close: () => (own ? own.close() : page.close()) };
}
