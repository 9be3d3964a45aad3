/**
 * An edit form saved over a change another admin made meanwhile: the badge's edit form, its title
 * changed through the sandbox's API behind the page's back, a description typed, Save pressed, and
 * the dialog that lists the title changed elsewhere (EDIT_CONFLICT_PAGES, for the a11y scans and the
 * screenshots; the steps are shared with edit-conflict.spec.ts).
 */
import { expect, type Page } from '@playwright/test';
import { SANDBOX_API_KEY } from '../../src/config/sandbox';
import type { PageState } from './page-states';
import { openApprovedBadge } from './pages';

export const COLLEAGUE_TITLE = 'Renamed by a colleague';
export const TYPED_DESCRIPTION = 'Described in the open form.';

/** Sends a badge's new title as another client would: straight to the sandbox's API, not through the app. */
async function renameBehindThePage(page: Page, badgePath: string): Promise<void> {
  const rename = ([path, key, title]: readonly [string, string, string]) =>
    fetch(`/sandbox-api/v1${path}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', 'X-Api-Key': key },
      body: JSON.stringify({ title }),
    }).then((r) => r.status);
  await expect
    .poll(() => page.evaluate(rename, [badgePath, SANDBOX_API_KEY, COLLEAGUE_TITLE] as const))
    .toBe(200);
}

/** The open edit form of an approved badge; answers the badge's API path. */
export async function openBadgeEdit(page: Page): Promise<string> {
  await openApprovedBadge(page);
  const match = /\/communities\/([^/]+)\/badges\/([^/]+)$/.exec(new URL(page.url()).pathname);
  if (!match) throw new Error(`not a badge page: ${page.url()}`);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
  return `/community/${match[1] ?? ''}/badge/${match[2] ?? ''}`;
}

/** Renamed elsewhere, described here, saved: waits for the dialog that asks what to keep. */
export async function saveOverColleague(page: Page, badgePath: string): Promise<void> {
  await renameBehindThePage(page, badgePath);
  await page.getByLabel('Description').fill(TYPED_DESCRIPTION);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('dialog', { name: 'Changed since you opened it' })).toBeVisible();
}

export const EDIT_CONFLICT_PAGES: PageState[] = [
  {
    name: 'badge-edit-conflict',
    async open(page) {
      await saveOverColleague(page, await openBadgeEdit(page));
    },
  },
];
