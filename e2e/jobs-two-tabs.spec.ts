/**
 * A bulk job with the dashboard open in two tabs of one browser: both tabs load the kept job, and
 * only the tab holding the job's lock sends its chunks; the other shows it as running in another
 * tab. When the running tab closes, the other takes over and finishes, each wallet sent once (a
 * wallet goes out twice only if it was in the request the closed tab left unanswered, a resend the
 * service answers as "skipped").
 */
import type { Page, Request } from '@playwright/test';
import { checksumAddress } from 'viem';
import { test, expect } from './fixtures';
import { FIRST_LOAD, TEST_TIMEOUT } from './support/app';
import { jobCard, jobStatus, openImport, pasteAndCheck } from './support/import-pages';

test.describe.configure({ timeout: TEST_TIMEOUT * 3 });

// As in member-import.spec.ts: MSW's update of a registration the closing tab's worker dropped.
test.use({
  allowedPageErrors: [/^Failed to update a ServiceWorker for scope .*sandbox-worker\.js'\): Not found$/],
});

const COUNT = 600;

/** A distinct checksummed wallet per number, unlike any the seed holds. */
function wallet(n: number): string {
  return checksumAddress(`0x${(n + 1).toString(16).padStart(8, '0')}${'ef'.repeat(16)}`);
}

/** Each bulk-add request a page sends: its wallets, in lower case. */
function recordBulk(page: Page): string[][] {
  const seen: string[][] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !/\/member\/bulk$/.test(new URL(request.url()).pathname)) return;
    const body = request.postDataJSON() as { wallets: string[] };
    seen.push(body.wallets.map((w) => w.toLowerCase()));
  });
  return seen;
}

test('two tabs, one job: one tab sends its chunks; closing it, the other finishes, each wallet sent once', async ({
  page,
  sandbox,
}) => {
  const tabA = page;
  const fresh = Array.from({ length: COUNT }, (_, i) => wallet(i));
  await openImport(tabA);
  // Slow answers in the first tab (faults are kept per tab), so the job is mid-way for a while.
  await sandbox.setFaults({ latencyMs: 700 });
  await pasteAndCheck(tabA, ['wallet', ...fresh].join('\n'));
  const sentByA = recordBulk(tabA);
  await tabA.getByRole('button', { name: `Add ${COUNT} members` }).click();
  await expect(tabA).toHaveURL(/\?job=/);
  const title = /^Import 600 members into /;
  await expect(jobStatus(jobCard(tabA, title))).toHaveText('Running', FIRST_LOAD);

  // The second tab opens the same job's page while the first runs it.
  const tabB = await tabA.context().newPage();
  const sentByB = recordBulk(tabB);
  await tabB.goto(tabA.url());
  const cardB = jobCard(tabB, title);
  await expect(jobStatus(cardB)).toHaveText('Running in another tab', FIRST_LOAD);
  await expect(cardB.getByText('Another tab of this dashboard is sending it')).toBeVisible();
  await expect(cardB.getByRole('button', { name: 'Pause' })).toHaveCount(0);
  // Its kept progress moves on while the first tab sends.
  const progressB = cardB.getByText(/^\d[\d,]* of 600 wallets$/);
  await expect
    .poll(async () => Number((await progressB.innerText()).split(' ')[0]), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(200);
  expect(sentByB).toEqual([]);
  expect(sentByA.length).toBeGreaterThanOrEqual(2);

  await tabA.close();
  await expect(jobStatus(cardB)).toHaveText('Finished', { timeout: 60_000 });
  await expect(cardB).toContainText('600 of 600 wallets');
  expect(sentByB.length).toBeGreaterThan(0);

  // Every wallet went out; one went out twice only if it was in the first tab's last request, the
  // one its closing left unanswered.
  const counts = new Map<string, number>();
  for (const request of [...sentByA, ...sentByB]) {
    for (const w of request) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  expect([...counts.keys()].sort()).toEqual(fresh.map((w) => w.toLowerCase()).sort());
  const twice = [...counts].filter(([, n]) => n > 1).map(([w]) => w);
  expect([...counts.values()].every((n) => n <= 2)).toBe(true);
  const lastOfA = sentByA.at(-1) ?? [];
  expect(twice.every((w) => lastOfA.includes(w))).toBe(true);
  // Until the first tab closed, the second sent nothing: its first request came after.
  expect(sentByA.flat().filter((w) => sentByB.flat().includes(w) && !lastOfA.includes(w))).toEqual([]);
});
