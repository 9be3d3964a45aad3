/**
 * The account-wide pages (avatars, webhooks), each opened the way a user gets there and waited on
 * until its real content shows, in the states worth scanning and looking at: the a11y scans and the
 * screenshots walk this list (page-states.ts).
 */
import { expect, type Page } from '@playwright/test';
import { CONNECTION_KEY, FIRST_LOAD, expectRowsLoaded, table } from './app';
import type { PageState } from './page-states';
import { LIVE_BASE_URL, LIVE_KEY } from './requests';

/** A sidebar entry of the Account group; on a phone the sidebar is a drawer behind the menu button. */
async function openFromSidebar(page: Page, label: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Open navigation' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: label, exact: true }).click();
}

async function expectAvatarsLoaded(page: Page): Promise<void> {
  const gallery = page.getByRole('region', { name: 'Avatars' });
  await expect(gallery.getByRole('article').first()).toBeVisible(FIRST_LOAD);
  await expect(gallery).not.toHaveAttribute('aria-busy', 'true');
}

async function openWebhooks(page: Page): Promise<void> {
  await page.goto('/webhooks');
  await expectRowsLoaded(table(page, 'Webhooks'), FIRST_LOAD);
}

async function openNewWebhook(page: Page): Promise<void> {
  await openWebhooks(page);
  await page.getByRole('link', { name: 'New webhook' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New webhook' })).toBeVisible();
}

export const ACCOUNT_PAGES: PageState[] = [
  {
    name: 'avatars',
    async open(page) {
      await page.goto('/account/avatars');
      await expectAvatarsLoaded(page);
    },
  },
  {
    name: 'avatars-page-2',
    async open(page) {
      await page.goto('/account/avatars?page=2');
      await expectAvatarsLoaded(page);
    },
  },
  {
    name: 'avatars-no-token',
    async open(page) {
      // A live connection without a bearer token: the page asks for one and sends nothing.
      await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [
        CONNECTION_KEY,
        JSON.stringify({ mode: 'live', baseUrl: LIVE_BASE_URL, apiKey: LIVE_KEY }),
      ] as const);
      await page.goto('/account/avatars');
      await expect(
        page.getByRole('heading', { name: "Add a bearer token to see the account's avatars" }),
      ).toBeVisible(FIRST_LOAD);
    },
  },
  {
    name: 'avatars-refused',
    async open(page) {
      // The sandbox answers the avatars with 401, as the service does for an expired token.
      await openWebhooks(page);
      await page.evaluate(async () => {
        const response = await fetch('/sandbox-api/_control/faults', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ forced: [{ operationId: 'listAccountAvatars', status: 401 }] }),
        });
        if (!response.ok) throw new Error(`faults: ${String(response.status)}`);
      });
      await openFromSidebar(page, 'Avatars');
      await expect(page.getByRole('heading', { name: 'The bearer token was not accepted' })).toBeVisible();
    },
  },
  { name: 'webhooks', open: openWebhooks },
  { name: 'webhook-new', open: openNewWebhook },
  {
    name: 'webhook-new-warnings',
    async open(page) {
      // The URL of a registered webhook (both warnings) and a badly formed event name (a field error).
      await openWebhooks(page);
      // The URL as the first row shows it (its link's name may add a warning the row shows too).
      const url = table(page, 'Webhooks')
        .getByRole('link')
        .first()
        .getByText(/^https?:\/\/[^\s,]+$/);
      const taken = (await url.textContent()) ?? '';
      await page.getByRole('link', { name: 'New webhook' }).click();
      await page.getByLabel('Callback URL').fill(taken);
      await page.getByLabel('Other event').fill('Not An Event');
      await page.getByRole('button', { name: 'Create webhook' }).click();
      await expect(page.getByLabel('Other event')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Another webhook already delivers to this URL')).toBeVisible();
      await expect(page.getByText('Other webhooks receive some of these events')).toBeVisible();
    },
  },
  {
    name: 'webhook',
    async open(page) {
      await openWebhooks(page);
      await table(page, 'Webhooks').getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Webhook', exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Show signing key' }).click();
      await expect(page.getByRole('button', { name: 'Show signing key' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    },
  },
];
