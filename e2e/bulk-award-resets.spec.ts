/**
 * A bulk award in live mode through connections that reset: the hostile API (`resets`) forwards
 * every write to the sandbox server, which applies it, and loses the answer of 3 writes in 10. The
 * job reads back the wallets whose answers were lost instead of sending them again: 30 wallets,
 * 30 awarded and 0 failed, the service holds exactly those 30, and no wallet is POSTed twice
 * without a read of it in between.
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { checksumAddress } from 'viem';
import { test, expect } from './fixtures';
import { FIRST_LOAD, SEED } from './support/app';
import { connectToHostileApi } from './support/hostile-api';
import { jobCard, jobStatus } from './support/import-pages';
import { APP_ORIGIN } from './support/ports';
import { CDN_ORIGIN, LIVE_BASE_URL, LIVE_KEY } from './support/requests';

// page.route does not see requests a service worker answers; live mode needs no worker.
test.use({ serviceWorkers: 'block' });

const headers = { 'x-api-key': LIVE_KEY };

/** A distinct checksummed wallet per number, unlike any the seed holds. */
const wallet = (n: number) => checksumAddress(`0x${(n + 1).toString(16).padStart(8, '0')}${'cd'.repeat(16)}`);

/** A live badge of its own in a community no other spec reads, made on the sandbox server. */
async function liveBadge(request: APIRequestContext): Promise<{ communityId: string; badgeId: string }> {
  const communities = (await (
    await request.get(`${LIVE_BASE_URL}/community?perPage=100`, { headers })
  ).json()) as {
    results: { id: string; name: string }[];
  };
  const communityId = communities.results.find((c) => c.name === SEED.apart)?.id ?? '';
  const seed = String(Date.now());
  const created = await request.post(`${LIVE_BASE_URL}/community/${communityId}/badge`, {
    headers,
    data: {
      title: `Resets ${seed}`,
      description: 'Made by the test that uses it.',
      type: 'achievement',
      image: `${CDN_ORIGIN}/badges/resets-${seed}.svg`,
      claimEndDate: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
      maxClaims: 100,
      tags: [],
      author: { name: 'E2E', uri: 'https://example.com' },
    },
  });
  expect(created.ok()).toBe(true);
  const { id: badgeId } = (await created.json()) as { id: string };
  const published = await request.patch(`${LIVE_BASE_URL}/community/${communityId}/badge/${badgeId}`, {
    headers,
    data: { status: 'live' },
  });
  expect(published.ok()).toBe(true);
  return { communityId, badgeId };
}

/** The wallets holding the badge on the sandbox server (lower case). */
async function holders(request: APIRequestContext, communityId: string, badgeId: string): Promise<string[]> {
  const answer = await request.get(
    `${LIVE_BASE_URL}/community/${communityId}/badge/${badgeId}/attribution?perPage=1000`,
    { headers },
  );
  const { results } = (await answer.json()) as { results: { account?: { wallet?: string } | null }[] };
  return results.map((a) => a.account?.wallet?.toLowerCase() ?? '');
}

interface Sent {
  method: string;
  path: string;
  /** The wallet an award carries, in lower case. */
  wallet?: string;
}

/** The page's API requests, in the order sent. */
function recordApiRequests(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/hostile-api/')) return;
    const entry: Sent = { method: request.method(), path: decodeURIComponent(url.pathname + url.search) };
    if (request.method() === 'POST') {
      const body = request.postDataJSON() as { wallet?: string } | null;
      if (body?.wallet) entry.wallet = body.wallet.toLowerCase();
    }
    sent.push(entry);
  });
  return sent;
}

const count = (card: ReturnType<typeof jobCard>, label: string) =>
  card
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`, 'i') })
    .locator('xpath=following-sibling::dd[1]');

test('30 new wallets through connections that reset: 30 awarded, 0 failed, each wallet awarded once', async ({
  page,
  baseURL,
  request,
}) => {
  const { communityId, badgeId } = await liveBadge(request);
  const log = await connectToHostileApi(page, baseURL ?? APP_ORIGIN, ['resets']);
  const sent = recordApiRequests(page);
  const wallets = Array.from({ length: 30 }, (_, i) => wallet(30_000 + i));

  await page.goto(
    `/communities/${encodeURIComponent(communityId)}/badges/${encodeURIComponent(badgeId)}/attributions/award-many`,
  );
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'wallets.csv', mimeType: 'text/csv', buffer: Buffer.from(wallets.join('\n')) });
  await expect(page.getByRole('heading', { name: 'Dry run' })).toBeVisible(FIRST_LOAD);
  await page.getByRole('button', { name: 'Award 30 wallets' }).click();
  const card = jobCard(page, /to 30 wallets$/);
  await expect(jobStatus(card)).toHaveText('Finished', { timeout: 60_000 });

  await expect(count(card, 'awarded')).toHaveText('30');
  await expect(count(card, 'failed')).toHaveText('0');
  expect((await holders(request, communityId, badgeId)).sort()).toEqual(
    wallets.map((w) => w.toLowerCase()).sort(),
  );

  // The hostile API really lost answers: 30 writes, 9 of them reset after the server applied them.
  const posts = sent.filter((s) => s.method === 'POST');
  expect(log.requests.filter((r) => r.startsWith('POST '))).toHaveLength(30);
  expect(posts).toHaveLength(30);
  expect(new Set(posts.map((p) => p.wallet)).size).toBe(30);
  // Each lost answer was read back: the wallet's badges (or the badge's whole list of awards).
  const readBack = sent.filter((s) => s.method === 'GET' && /\/member\/0x[0-9a-f]+\/badges/i.test(s.path));
  expect(readBack.length).toBeGreaterThanOrEqual(9);
});
