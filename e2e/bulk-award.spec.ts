/**
 * Awarding a badge to many wallets, over the in-browser sandbox: a 500-line file of which 20 wallets
 * already hold the badge and 5 lines are invalid is reported by line; the dry run's figures; the job
 * awards exactly the other 475, across a reload in the middle (each wallet awarded once, checked on
 * the requests and on the sandbox's attributions); the results CSV has one line per line of the
 * file. Then a badge whose maxClaims is below the list: exactly maxClaims attributions in the end,
 * the first wallets of the file, the rest reported as over the claim limit.
 */
import fs from 'node:fs';
import type { Locator, Page, Request } from '@playwright/test';
import { checksumAddress } from 'viem';
import { test, expect } from './fixtures';
import { FIRST_LOAD, TEST_TIMEOUT, table } from './support/app';
import {
  arrangeLiveBadge,
  awardByApi,
  openAttributionsTab,
  type ArrangedBadge,
} from './support/attribution-pages';
import { jobCard, jobStatus } from './support/import-pages';

test.describe.configure({ timeout: TEST_TIMEOUT * 4 });

// On a reload, the closing page's mock worker may unregister itself while the new page's MSW start
// asks that registration to update (see member-import.spec.ts): not the app's error.
test.use({
  allowedPageErrors: [/^Failed to update a ServiceWorker for scope .*sandbox-worker\.js'\): Not found$/],
});

const API = '/sandbox-api/v1';
const KEY = 'sandbox-demo-key';

/** A distinct checksummed wallet per number, unlike any the seed holds. */
function wallet(n: number): string {
  return checksumAddress(`0x${(n + 1).toString(16).padStart(8, '0')}${'ef'.repeat(16)}`);
}

/** The wallets holding the badge (lower case, a code-only attribution as ''), read from the sandbox API. */
async function holders(page: Page, badge: ArrangedBadge): Promise<string[]> {
  return page.evaluate(
    async ({ api, key, communityId, badgeId }) => {
      const out: string[] = [];
      for (let p = 1; ; p++) {
        const r = await fetch(
          `${api}/community/${communityId}/badge/${badgeId}/attribution?page=${p}&perPage=1000`,
          {
            headers: { 'X-Api-Key': key },
          },
        );
        const body = (await r.json()) as { results: { account?: { wallet?: string } | null }[] };
        out.push(...body.results.map((a) => a.account?.wallet?.toLowerCase() ?? ''));
        if (body.results.length < 1000) return out;
      }
    },
    { api: API, key: KEY, communityId: badge.communityId, badgeId: badge.badgeId },
  );
}

interface AwardRequest {
  wallet: string;
  status?: number;
}

/** Every award request the page sends (and its answer's status), whatever page load sent it. */
function recordAwards(page: Page): AwardRequest[] {
  const seen: AwardRequest[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !/\/attribution$/.test(new URL(request.url()).pathname)) return;
    const body = request.postDataJSON() as { wallet: string };
    const entry: AwardRequest = { wallet: body.wallet.toLowerCase() };
    seen.push(entry);
    void request
      .response()
      .then((response) => {
        if (response) entry.status = response.status();
      })
      .catch(() => undefined); // the page was reloaded before the answer
  });
  return seen;
}

const figure = (page: Page, label: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

async function openAwardMany(page: Page, badge: ArrangedBadge): Promise<void> {
  await openAttributionsTab(page, badge);
  await page.getByRole('link', { name: 'Award many' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Award to many wallets' })).toBeVisible();
}

async function dropFile(page: Page, text: string): Promise<void> {
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'wallets.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  await expect(page.getByRole('heading', { name: 'Dry run' })).toBeVisible(FIRST_LOAD);
}

/** The results CSV of a finished job's card, as rows of cells (no quoting in these files). */
async function resultRows(page: Page, card: Locator, rows: number): Promise<string[][]> {
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: `Download results (${rows} rows)` }).click();
  const csv = fs.readFileSync(await (await downloading).path(), 'utf8').replace(/^\ufeff/, '');
  const [header, ...lines] = csv.trim().split('\r\n');
  expect(header).toBe('line,wallet,status,message');
  return lines.map((line) => line.split(','));
}

test('500 lines, 20 already awarded and 5 invalid: the report, the dry run, 475 awarded once across a reload', async ({
  page,
  sandbox,
}) => {
  const badge = await arrangeLiveBadge(page, { maxClaims: 1000 });
  const awarded = Array.from({ length: 20 }, (_, i) => wallet(10_000 + i));
  for (const w of awarded) await awardByApi(page, badge, { wallet: w });
  await openAwardMany(page, badge);

  // 500 lines after the header: an invalid line every 100 from line 12, an awarded wallet every 25
  // from line 20, the other 475 fresh, each with a score.
  const invalid = ['0x1234', 'hello', `0x${'z'.repeat(40)}`, 'vitalik.eth', '0x12345'];
  const fresh: string[] = [];
  const expected: { line: number; wallet: string; status: string }[] = [];
  const lines = ['wallet,score'];
  for (let row = 0; row < 500; row++) {
    const line = row + 2;
    if (row % 100 === 10) {
      const text = invalid[(row - 10) / 100] ?? '';
      lines.push(`${text},${row}`);
      expected.push({ line, wallet: text, status: 'invalid' });
    } else if (row % 25 === 18) {
      const w = awarded[(row - 18) / 25] ?? '';
      lines.push(`${w},${row}`);
      expected.push({ line, wallet: w, status: 'already awarded' });
    } else {
      const w = wallet(fresh.length);
      fresh.push(w);
      lines.push(`${w},${row}`);
      expected.push({ line, wallet: w, status: 'awarded' });
    }
  }
  expect(fresh).toHaveLength(475);
  await dropFile(page, lines.join('\n'));

  await expect(figure(page, 'Valid')).toHaveText('495');
  await expect(figure(page, 'Invalid')).toHaveText('5');
  await expect(figure(page, 'Duplicates')).toHaveText('0');
  await expect(figure(page, 'Already awarded')).toHaveText('20');
  await expect(figure(page, 'To award')).toHaveText('475');
  await expect(figure(page, 'Claims left')).toHaveText('980');
  await expect(page.getByText('20 of 1,000 claims used')).toBeVisible();
  const report = await table(page, 'Lines not awarded')
    .locator('tbody > tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 3).map((td) => td.textContent.trim())),
    );
  expect(report).toEqual(
    expected
      .filter((e) => e.status !== 'awarded')
      .map((e) => [String(e.line), e.wallet, e.status === 'invalid' ? 'Invalid address' : 'Already awarded']),
  );

  // Slower answers, so the reload lands in the middle of the job.
  await sandbox.setFaults({ latencyMs: 40 });
  const requests = recordAwards(page);
  await page.getByRole('button', { name: 'Award 475 wallets' }).click();
  const card = jobCard(page, `Award ${badge.title} to 475 wallets`);
  await expect(page).toHaveURL(/\?job=/);
  const progress = card.getByText(/^\d[\d,]* of 500 lines$/);
  await expect
    .poll(async () => Number((await progress.innerText()).split(' ')[0]?.replace(',', '')), {
      timeout: 60_000,
    })
    .toBeGreaterThanOrEqual(150);
  await page.reload();
  await expect(card.getByText(/^\d[\d,]* of 500 lines$/)).toBeVisible(FIRST_LOAD);
  const resumedAt = Number((await progress.innerText()).split(' ')[0]?.replace(',', ''));
  expect(resumedAt).toBeLessThan(500);
  await expect(jobStatus(card)).toHaveText('Finished', { timeout: 120_000 });
  await expect(card).toContainText('500 of 500 lines');
  // The per-line table is on the page, filterable by outcome.
  const byLine = table(page, 'Results by line');
  await page
    .getByRole('group', { name: 'Show lines by outcome' })
    .getByRole('button', { name: 'already awarded 20' })
    .click();
  await expect(byLine.locator('tbody > tr')).toHaveCount(20);
  await expect(byLine.locator('tbody > tr').first()).toContainText(awarded[0] ?? '');

  // The requests: every fresh wallet and nothing else. A wallet went out twice only if it was in
  // the chunk the reload interrupted (ten lines): its requests may have been delivered, so the chunk
  // is sent again and the service's "already awarded" refusal settles the ones that went through.
  // (In the browser sandbox, requests the closing page sends after its service worker let go of it
  // reach the preview server, not the sandbox: unanswered by the sandbox, they are resent too.)
  const counts = new Map<string, number>();
  for (const r of requests) counts.set(r.wallet, (counts.get(r.wallet) ?? 0) + 1);
  expect([...counts.keys()].sort()).toEqual(fresh.map((w) => w.toLowerCase()).sort());
  expect([...counts.values()].every((n) => n <= 2)).toBe(true);
  const itemOf = new Map(expected.map((e, i) => [e.wallet.toLowerCase(), i]));
  const resentChunks = new Set(
    [...counts].filter(([, n]) => n > 1).map(([w]) => Math.floor((itemOf.get(w) ?? -10) / 10)),
  );
  expect(resentChunks.size).toBeLessThanOrEqual(1);

  // The sandbox: the 20 earlier and the 475 new, each once.
  const held = await holders(page, badge);
  expect(held).toHaveLength(495);
  expect(new Set(held).size).toBe(495);
  expect([...awarded, ...fresh].every((w) => held.includes(w.toLowerCase()))).toBe(true);

  // The results: one line per line of the file, in its order, with its outcome.
  const rows = await resultRows(page, card, 500);
  expect(rows.map((r) => [Number(r[0]), r[1], r[2]])).toEqual(
    expected.map((e) => [e.line, e.wallet, e.status]),
  );
});

test('maxClaims below the list: exactly maxClaims awarded in total, the first of the file, the rest reported', async ({
  page,
}) => {
  const badge = await arrangeLiveBadge(page, { maxClaims: 50 });
  const earlier = Array.from({ length: 10 }, (_, i) => wallet(20_000 + i));
  for (const w of earlier) await awardByApi(page, badge, { wallet: w });
  await openAwardMany(page, badge);
  const list = Array.from({ length: 100 }, (_, i) => wallet(21_000 + i));
  await dropFile(page, list.join('\n'));

  await expect(figure(page, 'To award')).toHaveText('40');
  await expect(figure(page, 'Claims left')).toHaveText('40');
  await expect(page.getByRole('note', { name: 'Over the claim limit' })).toHaveText(
    'The list has 100 wallets to award, but the badge’s claim limit of 50 leaves room for 40. Only the first 40 in the file’s order are awarded; the other 60 are reported as “over the claim limit” in the results.',
  );
  await page.getByRole('button', { name: 'Award 40 wallets' }).click();
  const card = jobCard(page, `Award ${badge.title} to 40 wallets`);
  await expect(jobStatus(card)).toHaveText('Finished', { timeout: 60_000 });

  const held = await holders(page, badge);
  expect(held).toHaveLength(50);
  expect(held.sort()).toEqual([...earlier, ...list.slice(0, 40)].map((w) => w.toLowerCase()).sort());
  const rows = await resultRows(page, card, 100);
  expect(rows.map((r) => [r[0], r[1], r[2]])).toEqual(
    list.map((w, i) => [String(i + 1), w, i < 40 ? 'awarded' : 'over the claim limit']),
  );
});
