/**
 * Experiences and collections as an admin walks them: an experience created with a banner dropped on
 * the upload widget, then its dates edited (an end before the start refused on the field, nothing
 * sent); a mintable created in a collection and minted to a wallet (a bad address refused before
 * sending, a mint beyond the maximum refused in the server's words); the overview's timeline shows
 * the seeded conflict as a warning.
 */
import { test, expect, type RecordedRequest } from './fixtures';
import { FIRST_LOAD, SEED, TEST_TIMEOUT, openCommunity, table } from './support/app';
import { dropImage } from './support/badge-form';
import { expectCollectionPage, openCollection, openNewExperience, seededArt } from './support/resource-pages';

test.describe.configure({ timeout: TEST_TIMEOUT });

const WALLET = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const year = new Date().getFullYear() + 1;

const writesTo = (requests: RecordedRequest[], pattern: RegExp) =>
  requests.filter(
    (r) => r.method !== 'GET' && r.method !== 'OPTIONS' && pattern.test(new URL(r.url).pathname),
  );

test.beforeEach(async ({ page, sandbox }) => {
  await page.goto('/communities');
  await expect(table(page, 'Communities').getByRole('link').first()).toBeVisible(FIRST_LOAD);
  await sandbox.reset();
});

test('creates an experience with a dropped banner, then edits its dates', async ({ page, apiRequests }) => {
  test.slow(); // an upload, a create and two saves
  await openNewExperience(page);
  const name = `Banner Jam ${String(Date.now())}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Description').fill('A jam with a banner dropped from the desktop.');
  await page.getByLabel('Type').selectOption('mml');
  await page.getByRole('textbox', { name: 'Image URL', exact: true }).fill(seededArt().image);

  const banner = page.getByRole('group', { name: 'Banner' });
  await dropImage(page, 'e2e-banner.png', banner);
  await expect(
    banner.getByRole('region', { name: 'Uploads' }).getByText('Uploaded', { exact: true }),
  ).toBeVisible();
  await expect(page.getByLabel('Banner URL')).toHaveValue(
    /^https:\/\/img\.sandbox\.badge-console\.test\/[^?\s]+/,
  );
  const preview = banner.getByRole('img', { name: 'Banner preview' });
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.getByLabel('Code URL').fill('https://code.sandbox.badge-console.test/jam/index.mml');
  await page.getByLabel('Starts').fill(`${String(year)}-03-01T18:00`);
  await page.getByLabel('Ends').fill(`${String(year)}-03-08T18:00`);
  await expect(page.getByText(/^In your time zone \(.+\); that is .+ UTC\.$/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Create experience' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(`Experience '${name}' created`)).toBeVisible();
  const pageBanner = page.getByRole('main').locator('img[src*="img.sandbox.badge-console.test"]').first();
  await expect
    .poll(() => pageBanner.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Show experience secret' })).toBeVisible();

  // An end before the start is refused on the field, and nothing is sent.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
  apiRequests.clear();
  await page.getByLabel('Ends').fill(`${String(year)}-02-20T18:00`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByLabel('Ends')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Ends')).toHaveAccessibleDescription(/The end must be after the start\./);
  expect(writesTo(await apiRequests.all(), /\/experience\//)).toEqual([]);

  await page.getByLabel('Ends').fill(`${String(year)}-03-15T18:00`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Experience '${name}' saved`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const patches = writesTo(await apiRequests.all(), /\/experience\//);
  expect(patches.map((r) => r.method)).toEqual(['PATCH']);
  const end = new Date(`${String(year)}-03-15T18:00`).toISOString();
  await expect(page.getByText('Ends', { exact: true }).locator('..')).toContainText(
    `${end.slice(0, 10)} ${end.slice(11, 16)} UTC`,
  );
});

test('creates a mintable and mints it to a wallet, refusing a bad address and a mint beyond the maximum', async ({
  page,
  apiRequests,
}) => {
  test.slow();
  await openCollection(page);
  await page.getByRole('link', { name: 'New mintable' }).click();
  const name = `Solo Scarf ${String(Date.now())}`;
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Description').fill('Only one of these will ever exist.');
  await page.getByLabel('Type').selectOption('item');
  await page.getByRole('textbox', { name: 'Image URL', exact: true }).fill(seededArt().image);
  await page.getByLabel('Banner URL').fill(seededArt().banner);
  await page.getByLabel('Maximum mints').fill('1');
  await page.getByRole('textbox', { name: 'Trait 1', exact: true }).fill('Colour');
  await page.getByRole('textbox', { name: 'Value 1', exact: true }).fill('Teal');
  await page.getByRole('button', { name: 'Create mintable' }).click();

  await expect(page.getByText(`Mintable '${name}' created`)).toBeVisible();
  await expectCollectionPage(page);
  await expect(page.getByRole('button', { name: `Selected: ${name}` })).toHaveAttribute('aria-pressed', 'true');
  const mintableId = await page.getByLabel('Mintable ID').inputValue();
  expect(mintableId).not.toBe('');

  // A bad address never reaches the service.
  apiRequests.clear();
  await page.getByLabel('Wallet address').fill('0x8ba1f109551bD432803012645Ac136ddd64DBA7');
  await page.getByRole('button', { name: 'Mint…' }).click();
  await expect(page.getByLabel('Wallet address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(writesTo(await apiRequests.all(), /\/mint$/)).toEqual([]);

  // A confirmation naming the mintable and the wallet, then the result.
  await page.getByLabel('Wallet address').fill(WALLET);
  await page.getByRole('button', { name: 'Mint…' }).click();
  const dialog = page.getByRole('dialog', { name: `Mint “${name}”?` });
  await expect(dialog).toContainText(WALLET);
  await dialog.getByRole('button', { name: 'Mint', exact: true }).click();
  const result = page.getByRole('status', { name: 'Mint result' });
  await expect(result).toContainText(`Minted “${name}”`);
  await expect(result).toContainText(WALLET);
  await expect(result.getByText(/^0x[0-9a-f]{64}$/)).toBeVisible();

  // The maximum is one: the second mint is refused in the service's words, the input kept.
  await page.getByLabel('Wallet address').fill(WALLET);
  await page.getByRole('button', { name: 'Mint…' }).click();
  await dialog.getByRole('button', { name: 'Mint', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `Mintable ${mintableId} has reached its maximum of 1 mints`,
  );
  await expect(page.getByLabel('Wallet address')).toHaveValue(WALLET);
  expect(writesTo(await apiRequests.all(), /\/mint$/)).toHaveLength(2);
});

test("the overview's timeline warns about the seeded conflict", async ({ page }) => {
  await openCommunity(page, SEED.largest);
  const warnings = page.getByRole('region', { name: 'Schedule warnings' });
  await expect(warnings).toBeVisible(FIRST_LOAD);
  await expect(warnings.getByRole('listitem').filter({ hasText: 'Builder Quest Week' })).toContainText(
    /ends on .+, while 3 live badges it may feed take claims longer/,
  );
  const timeline = page.getByRole('group', { name: 'Timeline' });
  await expect(timeline.getByRole('link', { name: 'Builder Quest Week' })).toBeVisible();
});
