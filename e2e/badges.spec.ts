/**
 * Badges as an admin walks them: a new badge from a dropped image (upload, CDN preview), created
 * approved, published after the go-live checks, and only then awardable; the form's refusals; an
 * edit that never sends the contract; one badge however fast Create is clicked. After every test:
 * no request to the upload host or the CDN carried an API key or an Authorization header.
 */
import type { Page } from '@playwright/test';
import { test, expect, type RecordedRequest } from './fixtures';
import {
  FIRST_LOAD,
  TEST_TIMEOUT,
  communityIdFromUrl,
  expectRowsLoaded,
  rowLinks,
  table,
} from './support/app';
import { dropImage, fillValidBadge } from './support/badge-form';
import { openApprovedBadge, openNewBadge } from './support/pages';
import { CDN_ORIGIN, SANDBOX_API, listRequests, toOrigin, withCredentials } from './support/requests';

test.describe.configure({ timeout: TEST_TIMEOUT });

const UPLOAD_ORIGIN = 'https://uploads.sandbox.badge-console.test';
const SANDBOX_KEY = 'sandbox-demo-key';
const WALLET = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const PAST = '2020-01-01T10:00';

/** "POST /community/{id}/badge": the create-badge operation. */
function createBadgePosts(requests: RecordedRequest[]): RecordedRequest[] {
  return requests.filter(
    (r) => r.method === 'POST' && /\/community\/[^/]+\/badge$/.test(new URL(r.url).pathname),
  );
}

/** The badge id of a badge page URL. */
function badgeIdFromUrl(page: Page): string {
  const id = /\/badges\/([^/?#]+)$/.exec(new URL(page.url()).pathname)?.[1];
  if (!id) throw new Error(`No badge id in ${page.url()}`);
  return decodeURIComponent(id);
}

/** Awards the badge to a wallet through the sandbox API, as an integration would. */
async function award(page: Page, wallet: string): Promise<{ status: number; message: string }> {
  const url = `${SANDBOX_API}/community/${encodeURIComponent(communityIdFromUrl(page))}/badge/${encodeURIComponent(
    badgeIdFromUrl(page),
  )}/attribution`;
  return page.evaluate(
    async ({ url, key, wallet }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'X-Api-Key': key, 'Content-Type': 'application/json' },
        body: JSON.stringify({ wallet }),
      });
      const text = await response.text();
      let message = text;
      try {
        const parsed: unknown = JSON.parse(text);
        if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string')
          message = parsed.message;
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, message };
    },
    { url, key: SANDBOX_KEY, wallet },
  );
}

test.afterEach(
  'no request to the upload host or the CDN carries X-Api-Key or Authorization',
  async ({ apiRequests }) => {
    const all = await apiRequests.all();
    const elsewhere = [...toOrigin(all, UPLOAD_ORIGIN), ...toOrigin(all, CDN_ORIGIN)];
    const leaking = withCredentials(elsewhere);
    expect(leaking, `credentials sent to the upload host or the CDN:\n${listRequests(leaking)}`).toEqual([]);
  },
);

test('creates a badge from a dropped image, publishes it, and only then can it be awarded', async ({
  page,
  sandbox,
  apiRequests,
}) => {
  test.slow(); // an upload, a create, the go-live checks and a publish
  await page.goto('/communities');
  await expect(table(page, 'Communities').getByRole('link').first()).toBeVisible(FIRST_LOAD);
  await sandbox.reset();
  await openNewBadge(page);
  const title = `Dropped art ${Date.now()}`;

  // Latency keeps the upload on screen long enough to see its progress.
  await sandbox.setFaults({ latencyMs: 600 });
  await dropImage(page, 'e2e-badge.png');
  const uploads = page.getByRole('region', { name: 'Uploads' });
  await expect(uploads.getByRole('progressbar', { name: 'Upload progress of e2e-badge.png' })).toBeVisible();
  const preview = uploads.getByRole('img', { name: 'e2e-badge.png' });
  await expect(preview).toBeVisible();
  await expect(uploads.getByText('Uploaded', { exact: true })).toBeVisible();
  await expect(uploads.getByRole('progressbar')).toHaveCount(0);
  await sandbox.clearFaults();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(new URL((await preview.getAttribute('src')) ?? '').origin).toBe(CDN_ORIGIN);
  await expect(page.getByLabel('Image URL')).toHaveValue(
    /^https:\/\/img\.sandbox\.badge-console\.test\/[^?\s]+/,
  );

  await fillValidBadge(page, title);
  await page.getByRole('group', { name: 'Gating tags' }).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Create badge' }).click();

  await expect(page).toHaveURL(/\/badges\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`Badge '${title}' created`)).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Approved', { exact: true })).toBeVisible();
  await expect(main.getByText(/^Ready but not public/)).toBeVisible();

  // The header art comes from the CDN emulation, and it loaded.
  const headerImage = main
    .locator('header')
    .filter({ has: page.getByRole('heading', { level: 1, name: title }) })
    .locator('img');
  await expect(headerImage).toHaveAttribute('src', /^https:\/\/img\.sandbox\.badge-console\.test\//);
  await expect
    .poll(() => headerImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // Approved is not live: the API refuses an attribution.
  const early = await award(page, WALLET);
  expect(early.status, early.message).toBe(400);
  expect(early.message).toMatch(/\blive\b/i);

  await page.evaluate(() => {
    (window as unknown as { __samePage?: boolean }).__samePage = true;
  });
  await page.getByRole('button', { name: 'Publish…' }).click();
  const dialog = page.getByRole('dialog', { name: `Publish “${title}”?` });
  await expect(dialog).toBeVisible();
  const checks = dialog.getByRole('list', { name: 'Go-live checks' });
  await expect(checks).toHaveAttribute('aria-busy', 'false');
  const check = (label: string | RegExp) => checks.getByRole('listitem').filter({ hasText: label });
  await expect(check('The image loads through the CDN')).toContainText(
    'Passed: The image loads through the CDN',
  );
  await expect(check('The claim end date is in the future')).toContainText('Passed:');
  await expect(check('Maximum claims is set')).toContainText('Passed:');
  await expect(check(/Gating tag ".+" exists/)).toContainText(/^Passed: .*members hold it\.$/);
  await expect(check(/Rewards have a vault|has a vault on chain/)).not.toHaveCount(0);
  await expect(dialog.getByRole('checkbox', { name: /^Publish anyway/ })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Publish badge' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Badge '${title}' published`)).toBeVisible();
  await expect(main.getByText('Live', { exact: true })).toBeVisible();
  await expect(main.getByText(/^Public and claimable/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish…' })).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
    'the status changed without a reload',
  ).toBe(true);

  const awarded = await award(page, WALLET);
  expect(awarded.status, awarded.message).toBe(201);

  // The flow did reach both other hosts (so the afterEach check is not vacuous), the API with its key.
  const all = await apiRequests.all();
  const fileCreates = all.filter((r) => r.method === 'POST' && /\/community\/[^/]+\/file$/.test(r.url));
  expect(fileCreates, listRequests(fileCreates)).toHaveLength(1);
  expect(fileCreates[0]?.headers['x-api-key']).toBe(SANDBOX_KEY);
  expect(toOrigin(all, UPLOAD_ORIGIN).filter((r) => r.method === 'POST')).toHaveLength(1);
  expect(toOrigin(all, CDN_ORIGIN).length).toBeGreaterThan(0);
});

test('refuses invalid input on the fields', async ({ page, apiRequests }) => {
  await openNewBadge(page);
  await page.getByLabel('Title').fill('Refused');
  await page.getByLabel('Description').fill('Never sent.');
  await page.getByLabel('Image URL').fill('javascript:alert(1)');
  await page.getByLabel('Claims end').fill(PAST);
  await page.getByLabel('Maximum claims').fill('0');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('E2E Author');
  await page.getByRole('textbox', { name: 'URL', exact: true }).fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Create badge' }).click();

  const refusals: [string, RegExp][] = [
    ['Image URL', /must start with https:\/\/ or ipfs:\/\//],
    ['Claims end', /must be in the future/],
    ['Maximum claims', /whole number of 1 or more/],
    ['URL', /author URL must start with https:\/\//],
  ];
  for (const [label, message] of refusals) {
    const field =
      label === 'Claims end'
        ? page.getByLabel(label)
        : page.getByRole('textbox', { name: label, exact: true });
    await expect(field, label).toHaveAttribute('aria-invalid', 'true');
    await expect(field, label).toHaveAccessibleDescription(message);
  }
  await expect(page.getByLabel('Title')).not.toHaveAttribute('aria-invalid', 'true');
  // No image from the refused URL: the preview box shows its placeholder instead.
  await expect(page.getByRole('img', { name: 'Badge art preview', exact: true })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Badge art preview (not available)' })).toBeVisible();
  await expect(page).toHaveURL(/\/badges\/new$/);
  const posts = createBadgePosts(await apiRequests.all());
  expect(posts, `no POST for invalid input:\n${listRequests(posts)}`).toEqual([]);
});

test('editing sends no contract', async ({ page, sandbox }) => {
  await page.goto('/communities');
  await expect(table(page, 'Communities').getByRole('link').first()).toBeVisible(FIRST_LOAD);
  await sandbox.reset();
  await openApprovedBadge(page);
  const badgeUrl = page.url();
  const badgeId = badgeIdFromUrl(page);
  const contract = page
    .getByText('Contract', { exact: true })
    .locator('..')
    .getByText(/^0x[0-9a-fA-F]{40}$/);
  await expect(contract, 'the seed badge has a contract').toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Edit / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await expect(page.getByLabel('Contract')).toHaveCount(0);
  const title = `Renamed ${Date.now()}`;
  await page.getByLabel('Title').fill(title);

  const patch = page.waitForRequest(
    (r) => r.method() === 'PATCH' && new URL(r.url()).pathname.endsWith(`/badge/${badgeId}`),
  );
  await page.getByRole('button', { name: 'Save changes' }).click();
  const body: unknown = (await patch).postDataJSON();
  expect(body).toMatchObject({ title });
  expect(body).not.toHaveProperty('contract');

  await expect(page).toHaveURL(badgeUrl);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`Badge '${title}' saved`)).toBeVisible();
  await expect(contract, 'the contract is unchanged').toBeVisible();
});

test('a double click on Create makes one badge', async ({ page, sandbox, apiRequests }) => {
  await page.goto('/communities');
  await expect(table(page, 'Communities').getByRole('link').first()).toBeVisible(FIRST_LOAD);
  await sandbox.reset();
  await openNewBadge(page);
  const title = `Double click ${Date.now()}`;
  await fillValidBadge(page, title);
  await page.getByLabel('Image URL').fill(`${CDN_ORIGIN}/e2e/double-click.svg`);

  await page.getByRole('button', { name: 'Create badge' }).dblclick();
  await expect(page).toHaveURL(/\/badges\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const posts = createBadgePosts(await apiRequests.all());
  expect(posts, `one POST for a double click:\n${listRequests(posts)}`).toHaveLength(1);

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Badges', exact: true })
    .click();
  await expect(page).toHaveURL(/\/badges$/);
  await expectRowsLoaded(table(page, 'Badges'));
  await expect(rowLinks(table(page, 'Badges')).filter({ hasText: title })).toHaveCount(1);
});
