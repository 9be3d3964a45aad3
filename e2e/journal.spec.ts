/**
 * The journal of changes, keyboard only: a webhook's events edited (accepted) and a tag whose name
 * was taken meanwhile (refused by the service) are listed with their outcomes and the service's
 * message, and exported as CSV and JSON. After the visit (the avatars read with the bearer token,
 * the webhook's signing key shown on its page), no IndexedDB or localStorage record of the app and
 * neither export holds the API key, the bearer token or the signing key.
 */
import fs from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { SANDBOX_API_KEY, SANDBOX_BEARER_TOKEN } from '../src/config/sandbox';
import { expect, test } from './fixtures';
import { FIRST_LOAD, TEST_TIMEOUT } from './support/app';
import { JOURNAL_COMMUNITY, JOURNAL_WEBHOOK, browserRecords, journalEntries } from './support/journal-pages';

test.describe.configure({ timeout: TEST_TIMEOUT * 2 });

const SECRETS = [SANDBOX_API_KEY, SANDBOX_BEARER_TOKEN, JOURNAL_WEBHOOK.signingKey];
const TAG = 'Night owls';

/** Focuses a control and presses a key on it, as a keyboard user reaching it with Tab would. */
async function press(page: Page, control: ReturnType<Page['getByRole']>, key = 'Enter') {
  await control.focus();
  await page.keyboard.press(key);
}

async function download(page: Page, button: string): Promise<string> {
  const downloading = page.waitForEvent('download');
  await press(page, page.getByRole('button', { name: button }));
  const file: Download = await downloading;
  return (await fs.readFile(await file.path(), 'utf8')).replace(/^\ufeff/, '');
}

test('lists the writes made earlier with their outcomes and exports them, with no secret kept', async ({
  page,
}) => {
  // The bearer token is used: the account's avatars are read with it.
  await page.goto('/account/avatars');
  await expect(page.getByRole('region', { name: 'Avatars' }).getByRole('article').first()).toBeVisible(
    FIRST_LOAD,
  );

  // Accepted: the webhook's events, edited on its page (where its signing key can be revealed).
  await page.goto(`/webhooks/${JOURNAL_WEBHOOK.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Webhook' })).toBeVisible(FIRST_LOAD);
  await press(page, page.getByRole('checkbox', { name: 'account.created' }), 'Space');
  await page.getByRole('textbox', { name: /^Other event/ }).focus();
  await page.keyboard.type('badge.claimed');
  await press(page, page.getByRole('button', { name: 'Save changes' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

  // Refused: a tag whose name another admin took after the form read the names.
  const namesRead = page.waitForResponse(
    (r) => r.request().method() === 'GET' && /\/community\/[^/]+\/tag(\?|$)/.test(r.url()),
  );
  await page.goto(`/communities/${JOURNAL_COMMUNITY.id}/tags/new`);
  const name = page.getByRole('textbox', { name: /^Name/ });
  await expect(name).toBeVisible(FIRST_LOAD);
  await namesRead;
  // Until the sandbox's worker answers, a page's fetch falls through to the preview server (404).
  const takeName = ([communityId, key, tag]: readonly [string, string, string]) =>
    fetch(`/sandbox-api/v1/community/${communityId}/tag`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Api-Key': key },
      body: JSON.stringify({ name: tag }),
    }).then((r) => r.status);
  await expect
    .poll(() => page.evaluate(takeName, [JOURNAL_COMMUNITY.id, SANDBOX_API_KEY, TAG] as const))
    .toBe(201);
  await name.focus();
  await page.keyboard.type(TAG);
  await page.keyboard.press('Enter');
  const refusal = `A tag named "${TAG}" already exists in this community`;
  await expect(page.getByText(refusal)).toBeVisible();
  // Emptied, the form has nothing unsaved to ask about when leaving.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');

  await press(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Journal' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  await expect(journalEntries(page)).toHaveCount(2, FIRST_LOAD);
  const [refused, saved] = [journalEntries(page).nth(0), journalEntries(page).nth(1)];
  await expect(refused).toContainText(`Create tag: ${TAG}`);
  await expect(refused).toContainText('Failed (409)');
  await expect(refused).toContainText(refusal);
  await expect(saved).toContainText(`Update webhook: ${JOURNAL_WEBHOOK.callbackUrl}`);
  await expect(saved).toContainText('Succeeded');
  await expect(saved.getByRole('definition')).toContainText('["badge.claimed"]');

  const csv = await download(page, 'Export CSV');
  const lines = csv.trim().split(/\r\n/);
  expect(lines[0]).toBe(
    'when,action,resource,target,link,outcome,status,message,changes,job,operation,connection',
  );
  expect(lines).toHaveLength(3);
  expect(csv).toContain(`Create tag,tag,${TAG},/communities/${JOURNAL_COMMUNITY.id}/tags,failed,409,`);
  expect(csv).toContain(`"${refusal.replaceAll('"', '""')}"`);
  expect(csv).toContain(
    `Update webhook,webhook,${JOURNAL_WEBHOOK.callbackUrl},/webhooks/${JOURNAL_WEBHOOK.id},succeeded,200`,
  );

  const json = JSON.parse(await download(page, 'Export JSON')) as { outcome: string; message?: string }[];
  expect(json.map((e) => [e.outcome, e.message])).toEqual([
    ['failed', refusal],
    ['succeeded', undefined],
  ]);

  const stored = await browserRecords(page);
  expect(stored).toContain(refusal.replaceAll('"', '\\"'));
  for (const secret of SECRETS) {
    expect(stored).not.toContain(secret);
    expect(csv).not.toContain(secret);
  }
});
