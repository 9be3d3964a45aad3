/**
 * Security checks on the production build: the connection screen never sends the user to another
 * site, the page runs under its Content-Security-Policy without a single violation, and an API that
 * answers with script URLs and HTML in every field renders inert.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { formulaCellsCheck } from '../src/lib/csv/test-formula-cells';
import { test, expect } from './fixtures';
import {
  CONNECTION_KEY,
  FIRST_LOAD,
  SEED,
  TEST_TIMEOUT,
  bodyRows,
  expectRowsLoaded,
  table,
} from './support/app';
import { NAME_PAYLOAD, SCRIPT_URL, SHORT_PAGE, connectToHostileApi } from './support/hostile-api';
import { recordCspViolations, recordUnsafeMarkup } from './support/page-watch';
import { openApprovedBadge } from './support/pages';
import { APP_ORIGIN } from './support/ports';
import { LIVE_BASE_URL, LIVE_KEY } from './support/requests';

test.describe.configure({ timeout: TEST_TIMEOUT });

/** returnTo values a browser would read as another origin (backslash, tab, dot segment). */
const WAYS_OUT = ['/\\evil.example', '/\t/evil.example', '/.//evil.example', '/%2e//evil.example'];

/** Answers any request to evil.example, so that leaving the site shows as a URL, not a DNS error. */
async function catchTheWayOut(page: Page): Promise<string[]> {
  const reached: string[] = [];
  await page.context().route(/^https?:\/\/evil\.example\//, (route) => {
    reached.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/plain', body: 'left the site' });
  });
  return reached;
}

function connectUrl(returnTo: string): string {
  return `/connect?returnTo=${encodeURIComponent(returnTo)}`;
}

test.describe('the connection screen stays on this site', () => {
  test('connecting to the running sandbox goes to the communities list, not to returnTo', async ({
    page,
    baseURL,
  }) => {
    const reached = await catchTheWayOut(page);
    for (const returnTo of WAYS_OUT) {
      await page.goto(connectUrl(returnTo));
      await expect(page.getByRole('radio', { name: /^Sandbox/ })).toBeChecked();
      await page.getByRole('button', { name: 'Connect', exact: true }).click();
      await expect(page, `returnTo ${JSON.stringify(returnTo)}`).toHaveURL(`${baseURL ?? ''}/communities`);
    }
    expect(reached).toEqual([]);
  });

  test('switching from live to the sandbox reloads this site, not returnTo', async ({ page, baseURL }) => {
    const reached = await catchTheWayOut(page);
    await page.goto('/connect');
    for (const returnTo of WAYS_OUT) {
      // A live connection in this tab: choosing the sandbox then loads the page anew (location.assign).
      await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
        CONNECTION_KEY,
        JSON.stringify({ mode: 'live', baseUrl: LIVE_BASE_URL, apiKey: LIVE_KEY }),
      ] as const);
      await page.goto(connectUrl(returnTo));
      await expect(page.getByRole('radio', { name: /^Live API/ })).toBeChecked();
      await page.getByRole('radio', { name: /^Sandbox/ }).check();
      await page.getByRole('button', { name: 'Connect', exact: true }).click();
      await expect(page, `returnTo ${JSON.stringify(returnTo)}`).toHaveURL(`${baseURL ?? ''}/communities`);
    }
    expect(reached).toEqual([]);
  });
});

// ------------------------------------------------------------------------ Content-Security-Policy

/** A 16×16 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR42mOosXpLEmIY1TCqYfhqAABPn6MQ2bsByAAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('Content-Security-Policy', () => {
  test('the build carries its policy, and the sandbox app runs under it without a violation', async ({
    page,
  }) => {
    const violations = await recordCspViolations(page);
    await page.goto('/communities');
    await expectRowsLoaded(table(page, 'Communities'), FIRST_LOAD);
    const policy = page.locator('meta[http-equiv="Content-Security-Policy"]');
    // Its own scripts, and the two inline snippets of index.html (theme, early list request) by hash.
    await expect(policy).toHaveAttribute(
      'content',
      /(^|; )script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*'){2}(;|$)/,
    );
    await expect(policy).toHaveAttribute('content', /(^|; )worker-src 'self'(;|$)/);

    // A badge page (images from the sandbox's CDN origin), then Files with an upload (the upload host).
    await openApprovedBadge(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Files', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible();
    await page.getByLabel('Image file to upload').setInputFiles({
      name: 'csp.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    const preview = page.getByRole('region', { name: 'Uploads' }).getByRole('img', { name: 'csp.png' });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // A dialog and a toast add <style> elements at run time.
    await page.goto('/sandbox');
    await page.getByRole('main').getByRole('button', { name: 'Reset sandbox' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset sandbox' }).click();
    await expect(page.getByText('Sandbox reset to the demo data')).toBeVisible();

    expect(violations, violations.join('\n')).toEqual([]);
  });

  test('a live API on this machine is reachable under the policy', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [
      CONNECTION_KEY,
      JSON.stringify({ mode: 'live', baseUrl: LIVE_BASE_URL, apiKey: LIVE_KEY }),
    ] as const);
    await page.goto('/communities');
    await expect(table(page, 'Communities').getByRole('link', { name: SEED.largest })).toBeVisible(
      FIRST_LOAD,
    );
    expect(violations, violations.join('\n')).toEqual([]);
  });

  test('the policy is in force: a script injected into the page does not run', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto('/communities');
    await expectRowsLoaded(table(page, 'Communities'), FIRST_LOAD);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
      return (window as Window & { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.join('\n')).toMatch(/script-src-elem blocked inline/);
  });
});

// --------------------------------------------------------------------------------- hostile API

test.describe('a hostile API renders inert', () => {
  // page.route does not see requests a service worker answers; live mode needs no worker.
  test.use({ serviceWorkers: 'block' });

  test('script URLs and HTML in every field stay text on every page', async ({ page, baseURL, request }) => {
    const origin = baseURL ?? APP_ORIGIN;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const violations = await recordCspViolations(page);
    const unsafeMarkup = await recordUnsafeMarkup(page);
    const poisoned = await connectToHostileApi(page, origin);

    const api = (path: string) =>
      request.get(`${LIVE_BASE_URL}${path}`, { headers: { 'x-api-key': LIVE_KEY } }).then((r) => r.json());
    const { results: communities } = (await api('/community?perPage=100')) as {
      results: { id: string; name: string }[];
    };
    const community = communities.find((c) => c.name === SEED.largest);
    expect(community, `${SEED.largest} on the sandbox server`).toBeDefined();
    const base = `/communities/${encodeURIComponent(community?.id ?? '')}`;

    /** Nothing of the payloads became markup or a live URL on the page. */
    const expectInert = async (where: string) => {
      const main = page.getByRole('main');
      await expect(
        main.getByText(NAME_PAYLOAD, { exact: true }).filter({ visible: true }).first(),
        where,
      ).toBeVisible();
      for (const selector of [
        'img[src="x"]',
        '[onerror]',
        '[onload]',
        'svg[onload]',
        'a[href^="javascript:" i]',
        '[src^="javascript:" i]',
        'img[src^="data:" i]',
      ]) {
        await expect(page.locator(selector), `${where}: ${selector}`).toHaveCount(0);
      }
      expect(await page.evaluate(() => '__pwned' in window), where).toBe(false);
    };

    await page.goto('/communities');
    await expectRowsLoaded(table(page, 'Communities'), FIRST_LOAD);
    await expectInert('communities list');

    await page.goto(base);
    await expect(page.getByRole('heading', { level: 1, name: NAME_PAYLOAD })).toBeVisible();
    await expectInert('community overview');
    // The website and twitter facts are script URLs: shown as "—", never as links.
    await expect(page.getByRole('main').getByRole('link', { name: /javascript/i })).toHaveCount(0);

    await page.goto(`${base}/members`);
    const members = table(page, 'Members');
    await expectRowsLoaded(members);
    await expectInert('members list');
    await members.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/members\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 2, name: /^Badges \(\d+\)$/ })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Tokens' }).locator('table:not([aria-busy])'),
    ).toBeVisible();
    await expectInert('member');

    await page.goto(`${base}/badges`);
    const badges = table(page, 'Badges');
    await expectRowsLoaded(badges);
    await expectInert('badges list');
    await bodyRows(badges).first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/badges\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: NAME_PAYLOAD })).toBeVisible();
    await expectInert('badge');

    expect(dialogs, 'no alert() ran').toEqual([]);
    expect(unsafeMarkup, 'elements that carried a handler or a script URL').toEqual([]);
    // An injection the policy blocked would still show as a violation: there must be none.
    expect(violations, violations.join('\n')).toEqual([]);
    // The pages were really fed script URLs, names and descriptions.
    expect(poisoned.urls, `fields set to ${SCRIPT_URL}`).toBeGreaterThan(0);
    expect(poisoned.names).toBeGreaterThan(0);
    expect(poisoned.texts).toBeGreaterThan(0);
  });
});

// ----------------------------------------------------------------- a hostile API's paging and ids

test.describe('a hostile API cannot lose, loop, freeze or retarget', () => {
  test.use({ serviceWorkers: 'block' });

  /** The largest community of the seed on the sandbox server, and its member count. */
  async function largest(request: APIRequestContext): Promise<{ base: string; members: number }> {
    const api = (path: string) =>
      request.get(`${LIVE_BASE_URL}${path}`, { headers: { 'x-api-key': LIVE_KEY } }).then((r) => r.json());
    const { results } = (await api('/community?perPage=100')) as { results: { id: string; name: string }[] };
    const id = results.find((c) => c.name === SEED.largest)?.id ?? '';
    const { total } = (await api(`/community/${id}/member?perPage=1`)) as { total: number };
    return { base: `/communities/${encodeURIComponent(id)}`, members: total };
  }

  /** Clicks "Export all … (CSV)" on the members list and returns the file's text. */
  async function exportAllMembersCsv(page: Page): Promise<string> {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Export all .*\(CSV\)$/ }).click();
    return readFile(await (await downloading).path(), 'utf8');
  }

  /** Clicks "Export all … (CSV)" on the members list and returns the file's data lines. */
  async function exportAllMembers(page: Page): Promise<string[]> {
    return (await exportAllMembersCsv(page))
      .split('\r\n')
      .slice(1)
      .filter((line) => line !== '');
  }

  test('formulas in every name, after line breaks and spaces and in full-width forms: the members export neutralises every line', async ({
    page,
    baseURL,
    request,
  }) => {
    const { base, members } = await largest(request);
    const log = await connectToHostileApi(page, baseURL ?? APP_ORIGIN, ['formulas']);
    await page.goto(`${base}/members`);
    await expectRowsLoaded(table(page, 'Members'), FIRST_LOAD);
    const csv = await exportAllMembersCsv(page);
    expect(log.formulas, 'the service sent formulas').toBeGreaterThan(members);
    const { live, lost } = formulaCellsCheck(csv);
    expect(live).toEqual([]);
    expect(lost).toEqual([]);
  });

  test('a service that pages at 100: "Export all" still writes every member', async ({
    page,
    baseURL,
    request,
  }) => {
    const { base, members } = await largest(request);
    expect(members, 'more members than one short page').toBeGreaterThan(SHORT_PAGE);
    const log = await connectToHostileApi(page, baseURL ?? APP_ORIGIN, ['short-pages']);
    await page.goto(`${base}/members`);
    await expectRowsLoaded(table(page, 'Members'), FIRST_LOAD);
    const lines = await exportAllMembers(page);
    expect(lines).toHaveLength(members);
    await expect(page.getByText(`Exported ${members.toLocaleString('en-US')} members to`)).toBeVisible();
    const reads = log.requests.filter((r) => /^GET \/community\/[^/]+\/member\?.*perPage=1000/.test(r));
    expect(reads).toHaveLength(Math.ceil(members / SHORT_PAGE));
  });

  test('a service that ignores page: the export stops at the repeat and says so', async ({
    page,
    baseURL,
    request,
  }) => {
    const { base, members } = await largest(request);
    const log = await connectToHostileApi(page, baseURL ?? APP_ORIGIN, ['repeating-pages']);
    await page.goto(`${base}/members`);
    await expectRowsLoaded(table(page, 'Members'), FIRST_LOAD);
    const lines = await exportAllMembers(page);
    expect(lines).toHaveLength(members);
    const count = members.toLocaleString('en-US');
    await expect(
      page.getByText(`the service repeated a page; ${count} of 1,000,000,000 read`, { exact: false }),
    ).toBeVisible();
    // Two reads: the first page, and the repeat that ends the read.
    expect(
      log.requests.filter((r) => /^GET \/community\/[^/]+\/member\?.*perPage=1000/.test(r)),
    ).toHaveLength(2);

    await page.getByRole('button', { name: /^Select all 1,000,000,000 members/ }).click();
    await expect(page.getByText(`Selected ${count} members, not the whole list`)).toBeVisible();
  });

  test('10,000 records for a page of 25: the page shows its page and says the service sent more', async ({
    page,
    baseURL,
    request,
  }) => {
    const { base } = await largest(request);
    await connectToHostileApi(page, baseURL ?? APP_ORIGIN, ['oversized']);
    await page.goto(`${base}/tags`);
    const tags = table(page, 'Tags');
    await expectRowsLoaded(tags, FIRST_LOAD);
    await expect(
      page.getByText(
        // The answer is not read past the page kept, so its count is not known: "more than".
        /^The service sent more than (\d+) records for a page of \1; only the first \1 are shown\.$/,
      ),
    ).toBeVisible();
    expect(await bodyRows(tags).count()).toBeLessThanOrEqual(100);

    await page.goto(`${base}/badges/new`);
    const gating = page.getByRole('group', { name: 'Gating tags' });
    await expect(gating.getByRole('searchbox', { name: 'Filter tags' })).toBeVisible(FIRST_LOAD);
    expect(await gating.getByRole('checkbox').count()).toBeLessThanOrEqual(50);
    await gating.getByRole('searchbox', { name: 'Filter tags' }).fill('extra-9999');
    await expect(gating.getByText('No tag matches')).toBeVisible();
  });

  test('a member id of "..": removing the tag from them sends nothing and the tag stays', async ({
    page,
    baseURL,
    request,
  }) => {
    const { base } = await largest(request);
    const log = await connectToHostileApi(page, baseURL ?? APP_ORIGIN, ['dot-ids']);
    await page.goto(`${base}/tags`);
    const tags = table(page, 'Tags');
    await expectRowsLoaded(tags, FIRST_LOAD);
    await bodyRows(tags).first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/tags\/[^/]+$/);
    const tagPath = new URL(page.url()).pathname
      .replace(/^\/communities\//, '/community/')
      .replace('/tags/', '/tag/');
    const members = page.getByRole('table', { name: /^Members tagged/ });
    await expectRowsLoaded(members);
    await members
      .getByRole('button', { name: /^Remove the tag from/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Remove tag' }).click();
    await expect(page.getByText(/not a valid id for memberId/).first()).toBeVisible();
    expect(
      log.requests.filter((r) => r.startsWith('DELETE ')),
      'no DELETE was sent',
    ).toEqual([]);
    const tag = await request.get(`${LIVE_BASE_URL}${tagPath}`, { headers: { 'x-api-key': LIVE_KEY } });
    expect(tag.status()).toBe(200);
  });
});
