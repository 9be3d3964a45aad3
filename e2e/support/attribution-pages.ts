/**
 * A live badge made for the test through the sandbox's API (as an integration would), and the pages
 * of its attributions, claim codes and the partner catalogue, each opened and waited on until its
 * real content shows: the a11y scans and the screenshots walk ATTRIBUTION_PAGES.
 */
import { expect, type Page } from '@playwright/test';
import { FIRST_LOAD, SEED, bodyRows, communityIdFromList, expectRowsLoaded, table } from './app';
import type { PageState } from './page-states';
import { CDN_ORIGIN } from './requests';

const SANDBOX_KEY = 'sandbox-demo-key';
/** The in-browser sandbox's API, on the page's own origin (its service worker answers it). */
const SANDBOX_PATH = '/sandbox-api/v1';
export const WALLET = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
export const OTHER_WALLET = '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B';
const AWARD_MANY_WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

export interface ArrangedBadge {
  communityId: string;
  badgeId: string;
  title: string;
  /** `/communities/…/badges/…/attributions` */
  attributions: string;
}

/** Calls the sandbox API from the page (its service worker answers); fails on any refusal. */
async function api(page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
  const answer = await page.evaluate(
    async ({ url, method, key, body }) => {
      const response = await fetch(url, {
        method,
        headers: { 'X-Api-Key': key, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    { url: `${SANDBOX_PATH}${path}`, method, key: SANDBOX_KEY, body },
  );
  if (answer.status >= 300)
    throw new Error(`${method} ${path} answered ${String(answer.status)}: ${answer.text}`);
  return answer.text ? (JSON.parse(answer.text) as unknown) : undefined;
}

function idOf(record: unknown): string {
  if (typeof record === 'object' && record !== null && 'id' in record && typeof record.id === 'string') {
    return record.id;
  }
  throw new Error(`No id in ${JSON.stringify(record)}`);
}

/**
 * Creates a badge in the largest community through the sandbox's API, from the communities list,
 * and publishes it (created badges start approved), so the test has a live badge of its own.
 * `status: 'approved'` leaves it unpublished. The sandbox answers each write once it is stored, so
 * the page the test opens next reads the badge.
 */
export async function arrangeLiveBadge(
  page: Page,
  options: { title?: string; status?: 'live' | 'approved'; maxClaims?: number } = {},
): Promise<ArrangedBadge> {
  const communityId = await communityIdFromList(page, SEED.largest);
  const badgeSeed = String(Date.now());
  const title = options.title ?? `Arranged badge ${badgeSeed}`;
  const claimEnd = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
  const badge = await api(page, 'POST', `/community/${encodeURIComponent(communityId)}/badge`, {
    title,
    description: 'Made by the test that uses it.',
    type: 'achievement',
    image: `${CDN_ORIGIN}/badges/arranged-${badgeSeed}.svg`,
    claimEndDate: claimEnd,
    maxClaims: options.maxClaims ?? 100,
    tags: [],
    author: { name: 'E2E', uri: 'https://example.com' },
  });
  const badgeId = idOf(badge);
  const badgePath = `/community/${encodeURIComponent(communityId)}/badge/${encodeURIComponent(badgeId)}`;
  if (options.status !== 'approved') await api(page, 'PATCH', badgePath, { status: 'live' });
  return {
    communityId,
    badgeId,
    title,
    attributions: `/communities/${encodeURIComponent(communityId)}/badges/${encodeURIComponent(badgeId)}/attributions`,
  };
}

/** Awards the arranged badge through the API; returns the attribution id. */
export async function awardByApi(
  page: Page,
  badge: ArrangedBadge,
  body: Record<string, unknown>,
): Promise<string> {
  const path = `/community/${encodeURIComponent(badge.communityId)}/badge/${encodeURIComponent(badge.badgeId)}/attribution`;
  return idOf(await api(page, 'POST', path, body));
}

/** A live badge with an earned and a claimed attribution, the first with `{"score": 42}`. */
async function badgeWithHolders(page: Page): Promise<ArrangedBadge> {
  const badge = await arrangeLiveBadge(page);
  await awardByApi(page, badge, { wallet: WALLET, metadata: { score: 42 } });
  await awardByApi(page, badge, { wallet: OTHER_WALLET, autoClaim: true, metadata: { score: 7 } });
  return badge;
}

/** Awards the badge to `count` wallets made from numbers (`0x000…1000` on), 50 requests at a time. */
export async function awardNumbered(page: Page, badge: ArrangedBadge, count: number): Promise<void> {
  const path = `/community/${encodeURIComponent(badge.communityId)}/badge/${encodeURIComponent(badge.badgeId)}/attribution`;
  await page.evaluate(
    async ({ url, key, count }) => {
      for (let from = 0; from < count; from += 50) {
        const answers = await Promise.all(
          Array.from({ length: Math.min(50, count - from) }, (_, i) =>
            fetch(url, {
              method: 'POST',
              headers: { 'X-Api-Key': key, 'Content-Type': 'application/json' },
              body: JSON.stringify({ wallet: `0x${(0x1000 + from + i).toString(16).padStart(40, '0')}` }),
            }),
          ),
        );
        const refused = answers.find((a) => !a.ok);
        if (refused) throw new Error(`award answered ${String(refused.status)}: ${await refused.text()}`);
      }
    },
    { url: `${SANDBOX_PATH}${path}`, key: SANDBOX_KEY, count },
  );
}

/** Searches the awards for `text` (Enter, as typed). */
export async function searchAwards(page: Page, text: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Find an award' });
  await box.fill(text);
  await box.press('Enter');
}

/** The arranged badge's Attributions tab, opened by its URL. */
export async function openAttributionsTab(page: Page, badge: ArrangedBadge): Promise<void> {
  await page.goto(badge.attributions);
  await expect(page.getByRole('heading', { level: 1, name: badge.title })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('heading', { level: 2, name: 'Attributions' })).toBeVisible();
}

async function openAttributionList(page: Page, badge: ArrangedBadge): Promise<void> {
  await openAttributionsTab(page, badge);
  await expectRowsLoaded(table(page, 'Attributions'), FIRST_LOAD);
}

/** The claim codes page with a batch of `count` codes generated through the page. */
export async function openCodesWithBatch(page: Page, badge: ArrangedBadge, count: number): Promise<void> {
  await openAttributionsTab(page, badge);
  await page.getByRole('link', { name: 'Claim codes' }).click();
  await page.getByLabel('Number of codes').fill(String(count));
  await page.getByRole('button', { name: 'Generate codes' }).click();
  await expect(page.getByText(`${String(count)} codes generated and kept below.`)).toBeVisible();
}

/** A sidebar entry; on a phone the sidebar is a drawer behind the menu button. */
async function openFromSidebar(page: Page, label: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Open navigation' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('link', { name: label, exact: true }).click();
}

export const ATTRIBUTION_PAGES: PageState[] = [
  {
    name: 'attributions',
    async open(page) {
      await openAttributionList(page, await badgeWithHolders(page));
    },
  },
  {
    name: 'attributions-search-exact',
    async open(page) {
      await openAttributionList(page, await badgeWithHolders(page));
      await searchAwards(page, WALLET);
      await expect(page.getByText('Exact wallet: read without the whole list.')).toBeVisible();
      await expect(bodyRows(table(page, 'Attributions'))).toHaveCount(1);
    },
  },
  {
    name: 'attributions-search-part',
    async open(page) {
      // More awards than a page: part of a wallet is matched in the whole list.
      const badge = await arrangeLiveBadge(page);
      await awardNumbered(page, badge, 40);
      await openAttributionList(page, badge);
      await searchAwards(page, '0000101');
      await expect(page.getByText(/^Matched 16 of 40 awards in the whole list read at/)).toBeVisible();
      await expectRowsLoaded(table(page, 'Attributions'));
    },
  },
  {
    name: 'attributions-search-none',
    async open(page) {
      await openAttributionList(page, await badgeWithHolders(page));
      await searchAwards(page, 'zzzz');
      await expect(page.getByText('No results match these filters')).toBeVisible();
    },
  },
  {
    name: 'attribution-award',
    async open(page) {
      await openAttributionsTab(page, await arrangeLiveBadge(page));
      await page.getByRole('link', { name: 'Award badge' }).first().click();
      await expect(page.getByRole('heading', { level: 2, name: 'Award this badge' })).toBeVisible();
    },
  },
  {
    name: 'attribution-award-refused',
    async open(page) {
      // An approved badge: the page says why awarding is refused, and the service's refusal shows.
      await openAttributionsTab(page, await arrangeLiveBadge(page, { status: 'approved' }));
      await page.getByRole('link', { name: 'Award badge' }).first().click();
      await page.getByLabel('Wallet address').fill(WALLET);
      await page.getByRole('tab', { name: 'Keys and values' }).click();
      await page.getByLabel('Key 1', { exact: true }).fill('score');
      await page.getByLabel('Type 1', { exact: true }).selectOption('number');
      await page.getByLabel('Value 1', { exact: true }).fill('42');
      await page.getByRole('button', { name: 'Award badge' }).click();
      await expect(page.getByText(/attributions can only be created for live badges/)).toBeVisible();
    },
  },
  {
    name: 'attribution-award-many',
    async open(page) {
      // The dry run of a short list: one wallet already holding the badge, one invalid line.
      await openAttributionsTab(page, await badgeWithHolders(page));
      await page.getByRole('link', { name: 'Award many' }).click();
      await page
        .getByLabel('Or paste the list')
        .fill(['wallet,score', `${WALLET},3`, 'not-a-wallet,4', `${AWARD_MANY_WALLET},5`].join('\n'));
      await page.getByRole('button', { name: 'Check the list' }).click();
      await expect(page.getByRole('button', { name: 'Award 1 wallet' })).toBeVisible(FIRST_LOAD);
    },
  },
  {
    name: 'attribution',
    async open(page) {
      const badge = await badgeWithHolders(page);
      await openAttributionList(page, badge);
      await table(page, 'Attributions')
        .getByRole('link', { name: /^Attribution of 0x8ba1/ })
        .click();
      await expect(page.getByRole('table', { name: 'Stored metadata' })).toBeVisible();
      await page.getByLabel('New metadata (JSON)').fill('{"score": 40}');
      await page.getByLabel('Apply').selectOption('gt');
      await page.getByRole('button', { name: 'Update metadata' }).click();
      await expect(page.getByText('Not applied.')).toBeVisible();
    },
  },
  {
    name: 'claim-codes',
    async open(page) {
      await openCodesWithBatch(page, await arrangeLiveBadge(page), 6);
    },
  },
  {
    name: 'claim-code-sheet',
    async open(page) {
      await openCodesWithBatch(page, await arrangeLiveBadge(page), 6);
      await page.getByRole('link', { name: 'Print sheet of 6 codes' }).click();
      await expect(page.getByRole('list', { name: 'Claim codes' }).getByRole('img')).toHaveCount(6);
    },
  },
  {
    name: 'catalogue',
    async open(page) {
      await page.goto('/catalogue');
      await expectRowsLoaded(table(page, 'Badges in the catalogue'), FIRST_LOAD);
    },
  },
  {
    name: 'catalogue-badge',
    async open(page) {
      const badge = await badgeWithHolders(page);
      await openFromSidebar(page, 'Partner catalogue');
      await table(page, 'Badges in the catalogue')
        .getByRole('link', { name: badge.title, exact: true })
        .click();
      await expectRowsLoaded(table(page, 'Public attributions'), FIRST_LOAD);
    },
  },
];
