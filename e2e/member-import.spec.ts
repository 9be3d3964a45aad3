/**
 * The member import as the acceptance describes it, over the in-browser sandbox: a 1,000-line
 * file with invalid addresses, checksum mismatches, duplicates and existing members is reported by
 * line; the job adds exactly the rest with progress; a reload mid-job resumes without adding anyone
 * twice (checked on the requests the sandbox received and on its members); the results CSV matches.
 * Then a forced 429 (with Retry-After) and a forced 500 on the bulk operation: the job waits, retries
 * and finishes with nothing lost and nothing doubled.
 */
import fs from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { checksumAddress } from 'viem';
import { test, expect } from './fixtures';
import { FIRST_LOAD, TEST_TIMEOUT, communityIdFromUrl } from './support/app';
import { jobCard, jobStatus, openImport, pasteAndCheck } from './support/import-pages';

test.describe.configure({ timeout: TEST_TIMEOUT * 3 });

// On a reload, the closing page's mock worker unregisters itself when it has no client left, while
// the new page's MSW start asks that registration to update without handling the refusal: an
// unhandled "Failed to update a ServiceWorker … Not found" in the page, after which the sandbox
// registers again and works. It happens on some reloads only; it is not the app's error.
test.use({
  allowedPageErrors: [/^Failed to update a ServiceWorker for scope .*sandbox-worker\.js'\): Not found$/],
});

const API = '/sandbox-api/v1';
const KEY = 'sandbox-demo-key';

/** A distinct checksummed wallet per number, unlike any the seed holds. */
function wallet(n: number): string {
  return checksumAddress(`0x${(n + 1).toString(16).padStart(8, '0')}${'cd'.repeat(16)}`);
}

/** The same address with one letter's case flipped: the right shape, a wrong checksum. */
function typo(address: string): string {
  const i = address.slice(2).search(/[a-f]/i) + 2;
  const c = address.charAt(i);
  return (
    address.slice(0, i) + (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) + address.slice(i + 1)
  );
}

/** Every member wallet of the community (lower case), read from the sandbox API in the page. */
async function memberWallets(page: Page, communityId: string): Promise<string[]> {
  return page.evaluate(
    async ({ api, key, id }) => {
      const out: string[] = [];
      for (let p = 1; ; p++) {
        const r = await fetch(`${api}/community/${id}/member?page=${p}&perPage=1000`, {
          headers: { 'X-Api-Key': key },
        });
        const body = (await r.json()) as { results: { wallet: string }[]; total: number };
        out.push(...body.results.map((m) => m.wallet.toLowerCase()));
        if (body.results.length < 1000) return out;
      }
    },
    { api: API, key: KEY, id: communityId },
  );
}

interface BulkRequest {
  at: number;
  wallets: string[];
  status?: number;
}

/** Every bulk-add request the page sends (and its answer's status), whatever page load sent it. */
function recordBulk(page: Page): BulkRequest[] {
  const seen: BulkRequest[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !/\/member\/bulk$/.test(new URL(request.url()).pathname)) return;
    const body = request.postDataJSON() as { wallets: string[] };
    const entry: BulkRequest = { at: Date.now(), wallets: body.wallets.map((w) => w.toLowerCase()) };
    seen.push(entry);
    void request
      .response()
      .then((response) => {
        if (response) entry.status = response.status();
      })
      .catch(() => undefined); // the page was reloaded or closed before the answer
  });
  return seen;
}

/** How many times each wallet was sent. */
function sendCounts(requests: readonly BulkRequest[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of requests) for (const w of r.wallets) counts.set(w, (counts.get(w) ?? 0) + 1);
  return counts;
}

const figure = (page: Page, label: string) =>
  page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');

test('a 1,000-line file: the report names each problem by line, the job adds the rest once, across a reload', async ({
  page,
  sandbox,
}) => {
  await openImport(page);
  const communityId = communityIdFromUrl(page);
  const before = await memberWallets(page, communityId);
  const existing = before.slice(0, 5).map((w) => checksumAddress(w as `0x${string}`));

  // 1,000 lines after the header: 975 new wallets and 25 problems at fixed places.
  const fresh = Array.from({ length: 975 }, (_, i) => wallet(i));
  const invalid = [
    '0x1234',
    'hello',
    `0x${'z'.repeat(40)}`,
    '0x',
    'vitalik.eth',
    'ab'.repeat(20),
    `0x${'1'.repeat(41)}`,
    '1234',
    '0x12345678901234567890123456789012345678',
    'not a wallet',
  ];
  const checksum = Array.from({ length: 5 }, (_, i) => typo(wallet(5000 + i)));
  const problems: { line: number; wallet: string; label: string }[] = [];
  const lines: string[] = ['wallet'];
  let next = 0;
  const place = (line: number, text: string, label: string) => problems.push({ line, wallet: text, label });
  for (let row = 0; row < 1000; row++) {
    const line = row + 2;
    if (row % 40 === 7 && problems.length < 25) {
      const k = problems.length;
      if (k < 10) {
        lines.push(invalid[k] ?? '');
        place(line, invalid[k] ?? '', 'Invalid address');
      } else if (k < 15) {
        lines.push(checksum[k - 10] ?? '');
        place(line, checksum[k - 10] ?? '', 'Checksum mismatch');
      } else if (k < 20) {
        const copy = (fresh[k] ?? '').toLowerCase(); // an earlier line's wallet, in another case
        lines.push(copy);
        place(line, copy, 'Duplicate in the file');
      } else {
        lines.push(existing[k - 20] ?? '');
        place(line, existing[k - 20] ?? '', 'Already a member');
      }
      continue;
    }
    lines.push(fresh[next++] ?? '');
  }
  expect(next).toBe(975);
  expect(problems).toHaveLength(25);
  const file = lines.join('\n');
  const lineOf = new Map(fresh.map((w) => [w.toLowerCase(), lines.indexOf(w) + 1]));

  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await expect(page.getByRole('heading', { name: 'Dry run' })).toBeVisible(FIRST_LOAD);
  await expect(figure(page, 'Will be added')).toHaveText('975');
  await expect(figure(page, 'Skipped: already members')).toHaveText('5');
  await expect(figure(page, 'Refused')).toHaveText('20');

  const report = page.getByRole('table', { name: 'Lines not imported' });
  const rows = await report
    .locator('tbody > tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 3).map((td) => td.textContent.trim())),
    );
  expect(rows).toEqual(problems.map((p) => [String(p.line), p.wallet || '(empty)', p.label]));

  // Slow answers, so the reload lands mid-job.
  await sandbox.setFaults({ latencyMs: 500 });
  const bulk = recordBulk(page);
  await page.getByRole('button', { name: 'Add 975 members' }).click();
  const card = jobCard(page, /^Import 975 members into /);
  await expect(page).toHaveURL(/\?job=/);
  const progress = card.getByText(/^\d[\d,]* of 975 wallets$/);
  await expect
    .poll(async () => Number((await progress.innerText()).split(' ')[0]), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(300);
  await expect(page.getByRole('link', { name: '1 job running' })).toBeVisible();
  // The latency stays on after the reload (faults are kept for the tab): the job resumes slowly.
  await page.reload();
  await expect(jobStatus(card)).toHaveText('Finished', { timeout: 60_000 });
  await expect(card).toContainText('975 of 975 wallets');
  // The per-line table is on the page, not only the counts and the CSV.
  const byLine = page.getByRole('table', { name: 'Results by line' });
  await expect(byLine.locator('tbody > tr')).toHaveCount(25);
  await expect(byLine.locator('tbody > tr').first().locator('td').nth(2)).toHaveText('added');
  await expect(page.getByRole('heading', { name: 'Results by line (975)' })).toBeVisible();

  // The requests: every wallet to add was sent; none of the refused ones; a wallet went out twice
  // only if it was in the one request the reload left unanswered (a resend the service answers as
  // "skipped" without acting).
  const counts = sendCounts(bulk);
  expect([...counts.keys()].sort()).toEqual(fresh.map((w) => w.toLowerCase()).sort());
  const twice = [...counts].filter(([, n]) => n > 1).map(([w]) => w);
  expect(twice.length).toBeLessThanOrEqual(100);
  expect([...counts.values()].every((n) => n <= 2)).toBe(true);
  if (twice.length > 0) expect(bulk.some((r) => twice.every((w) => r.wallets.includes(w)))).toBe(true);

  // The sandbox: each new wallet is a member exactly once, and nobody else was added.
  const after = await memberWallets(page, communityId);
  expect(after).toHaveLength(before.length + 975);
  expect(new Set(after).size).toBe(after.length);
  expect(fresh.every((w) => after.includes(w.toLowerCase()))).toBe(true);

  // The results CSV: one row per wallet sent, with its file line, all added.
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download results (975 rows)' }).click();
  const csv = fs.readFileSync(await (await downloading).path(), 'utf8').replace(/^\ufeff/, '');
  const [header, ...results] = csv.trim().split('\r\n');
  expect(header).toBe('line,wallet,status,message');
  expect(results).toHaveLength(975);
  for (const row of results) {
    const [line, address, status] = row.split(',');
    expect(status).toBe('added');
    expect(lineOf.get((address ?? '').toLowerCase())).toBe(Number(line));
  }
});

test('a forced 429 with Retry-After and a forced 500: the job waits, retries and finishes, nothing lost or doubled', async ({
  page,
  sandbox,
}) => {
  await openImport(page);
  const communityId = communityIdFromUrl(page);
  const before = await memberWallets(page, communityId);
  const wallets = Array.from({ length: 250 }, (_, i) => wallet(20_000 + i));
  await pasteAndCheck(page, wallets.join('\n'));

  const bulk = recordBulk(page);
  await sandbox.setFaults({ forced: [{ operationId: 'addMembersBulk', status: 429 }] });
  await page.getByRole('button', { name: 'Add 250 members' }).click();
  const card = jobCard(page, /^Import 250 members into /);
  await expect(
    card.getByText(
      /^Too Many Requests \(injected by the sandbox\); trying again in 3 s, as the service asked$/,
    ),
  ).toBeVisible(FIRST_LOAD);

  await sandbox.setFaults({ forced: [{ operationId: 'addMembersBulk', status: 500 }] });
  await expect(
    card.getByText(/^Internal Server Error \(injected by the sandbox\); trying again in \d s$/),
  ).toBeVisible({
    timeout: 15_000,
  });
  await sandbox.clearFaults();
  await expect(jobStatus(card)).toHaveText('Finished', { timeout: 60_000 });
  await expect(card).toContainText('250 of 250 wallets');
  await expect(
    card
      .getByRole('term')
      .filter({ hasText: /^failed$/i })
      .locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('0');

  // The 429 was honoured: the next request waited at least the 3 s the sandbox asked for.
  const first429 = bulk.findIndex((r) => r.status === 429);
  expect(first429).toBeGreaterThanOrEqual(0);
  const after429 = bulk[first429 + 1];
  expect(after429).toBeDefined();
  expect((after429?.at ?? 0) - (bulk[first429]?.at ?? 0)).toBeGreaterThanOrEqual(2900);
  expect(bulk.some((r) => r.status === 500)).toBe(true);

  // Only the first chunk met the faults; every wallet reached the sandbox once.
  const counts = sendCounts(bulk);
  expect([...counts.keys()].sort()).toEqual(wallets.map((w) => w.toLowerCase()).sort());
  const firstChunk = new Set(wallets.slice(0, 100).map((w) => w.toLowerCase()));
  expect([...counts].filter(([w, n]) => n > 1 && !firstChunk.has(w))).toEqual([]);
  const after = await memberWallets(page, communityId);
  expect(after).toHaveLength(before.length + 250);
  expect(new Set(after).size).toBe(after.length);
});
