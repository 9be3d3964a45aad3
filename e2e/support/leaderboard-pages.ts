/**
 * A live badge of the test's own with a board to rank (awards with metadata made through the
 * sandbox's API, as an integration would), and the leaderboard's pages in the states worth scanning
 * and looking at: the a11y scans and the screenshots walk LEADERBOARD_PAGES.
 */
import { expect, type Page } from '@playwright/test';
import {
  FIRST_LOAD,
  SEED,
  bodyRows,
  communityIdFromList,
  expectRowsLoaded,
  openCommunity,
  table,
} from './app';
import type { PageState } from './page-states';

const SANDBOX_KEY = 'sandbox-demo-key';
/** The in-browser sandbox's API on the page's own origin (its service worker answers it). */
const SANDBOX_PATH = '/sandbox-api/v1';

export interface Board {
  communityId: string;
  badgeId: string;
  /** `/communities/…/badges/…/leaderboard` */
  url: string;
}

/** A wallet made from a number: `0x000…002a`. */
export function testWallet(n: number): string {
  return `0x${n.toString(16).padStart(40, '0')}`;
}

/** Calls the sandbox API from the page; fails on any refusal. */
export async function sandboxApi(page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
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

const badgePath = (board: Pick<Board, 'communityId' | 'badgeId'>) =>
  `/community/${encodeURIComponent(board.communityId)}/badge/${encodeURIComponent(board.badgeId)}`;

/** Awards the board's badge to each wallet with its metadata, a few requests at a time. */
export async function award(page: Page, board: Board, awards: { wallet: string; metadata?: object }[]) {
  for (let i = 0; i < awards.length; i += 50) {
    await page.evaluate(
      async ({ url, key, batch }) => {
        const answers = await Promise.all(
          batch.map((body) =>
            fetch(url, {
              method: 'POST',
              headers: { 'X-Api-Key': key, 'Content-Type': 'application/json' },
              body: JSON.stringify(body),
            }),
          ),
        );
        const refused = answers.find((a) => !a.ok);
        if (refused) throw new Error(`award answered ${String(refused.status)}: ${await refused.text()}`);
      },
      {
        url: `${SANDBOX_PATH}${badgePath(board)}/attribution`,
        key: SANDBOX_KEY,
        batch: awards.slice(i, i + 50),
      },
    );
  }
}

/** Changes an attribution's metadata (no condition: the update always applies). */
export async function updateMetadata(page: Page, board: Board, wallet: string, metadata: object) {
  await sandboxApi(page, 'PATCH', `${badgePath(board)}/attribution`, { wallet, metadata });
}

/** The sandbox's own board in one order, as wallets (lower case), read page by page from its API. */
export async function sandboxOrder(page: Page, board: Board, query: string): Promise<string[]> {
  const wallets: string[] = [];
  for (let n = 1; ; n++) {
    const entries = await sandboxApi(
      page,
      'GET',
      `${badgePath(board)}/leaderboard?${query}&perPage=1000&page=${String(n)}`,
    );
    if (!Array.isArray(entries)) throw new Error('the leaderboard is not an array');
    wallets.push(...entries.map((e: { wallet?: string }) => (e.wallet ?? '').toLowerCase()));
    if (entries.length < 1000) return wallets;
  }
}

/**
 * Makes a live badge in the largest community (created badges start approved), from the communities
 * list: the page stays there, and the test opens the board by its URL.
 */
export async function arrangeLiveBadge(page: Page, maxClaims = 100): Promise<Board> {
  const communityId = await communityIdFromList(page, SEED.largest);
  // Art the sandbox's CDN serves: a seeded badge's.
  const seeded = await sandboxApi(
    page,
    'GET',
    `/community/${encodeURIComponent(communityId)}/badge?page=1&perPage=1`,
  );
  const image = (seeded as { results?: { image?: string }[] } | undefined)?.results?.[0]?.image;
  if (!image) throw new Error('no seeded badge art');
  const badge = await sandboxApi(page, 'POST', `/community/${encodeURIComponent(communityId)}/badge`, {
    title: `Ranked ${String(Date.now())}`,
    description: 'Made by the test that uses it.',
    type: 'achievement',
    image,
    claimEndDate: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
    maxClaims,
    tags: [],
    author: { name: 'E2E', uri: 'https://example.com' },
  });
  const badgeId = (badge as { id?: string } | undefined)?.id;
  if (!badgeId) throw new Error(`no id in ${JSON.stringify(badge)}`);
  const board = {
    communityId,
    badgeId,
    url: `/communities/${encodeURIComponent(communityId)}/badges/${encodeURIComponent(badgeId)}/leaderboard`,
  };
  await sandboxApi(page, 'PATCH', badgePath(board), { status: 'live' });
  return board;
}

/** Scores with a tie, points on all but one, a time on some. */
export const SCORED = [
  { wallet: testWallet(1), metadata: { score: 50, points: 4, time: 61.5 } },
  { wallet: testWallet(2), metadata: { score: 80, points: 9 } },
  { wallet: testWallet(3), metadata: { score: 80, points: 2, time: 58 } },
  { wallet: testWallet(4), metadata: { score: 10 } },
  { wallet: testWallet(5), metadata: { score: 95, points: 7, time: 70.25 } },
  { wallet: testWallet(6), metadata: { score: 30, points: 1 } },
  { wallet: testWallet(7), metadata: { score: 60, points: 5, time: 64 } },
];

/** A live badge awarded to SCORED, saved, its leaderboard opened. */
export async function openScoredBoard(page: Page, search = ''): Promise<Board> {
  const board = await arrangeLiveBadge(page);
  // Each award is answered once the sandbox has stored it, so the page load below reads them all.
  await award(page, board, SCORED);
  await page.goto(`${board.url}${search}`);
  await expectBoardRead(page);
  return board;
}

/** The whole board is read and its table shows it. */
export async function expectBoardRead(page: Page): Promise<void> {
  await expect(page.getByText(/\d entr(y|ies), read /)).toBeVisible(FIRST_LOAD);
  await expectRowsLoaded(table(page, 'Leaderboard'));
}

/** The full wallets of the table's rows, in order (lower case). */
export async function tableWallets(page: Page): Promise<string[]> {
  const links = table(page, 'Leaderboard').getByRole('link');
  return (await links.evaluateAll((all) => all.map((a) => a.getAttribute('title') ?? ''))).map((w) =>
    w.toLowerCase(),
  );
}

/** The board frozen, then two awards and a score update, and the board compared with its snapshot. */
export async function openComparison(page: Page): Promise<Board> {
  const board = await openScoredBoard(page);
  await page.getByRole('button', { name: 'Freeze board' }).click();
  const snapshots = page.getByRole('list', { name: 'Snapshots' });
  await expect(snapshots.getByRole('listitem')).toHaveCount(1);
  await award(page, board, [
    { wallet: testWallet(8), metadata: { score: 70 } },
    { wallet: testWallet(9), metadata: { score: 5 } },
  ]);
  await updateMetadata(page, board, testWallet(4), { score: 99 });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(async () => (await tableWallets(page))[0]).toBe(testWallet(4));
  await snapshots.getByRole('button', { name: /^Compare/ }).click();
  await expectRowsLoaded(table(page, 'Comparison with the snapshot'));
  return board;
}

/** Scores after each change the rank history is made of: SCORED, then two updates, then an award and an update. */
export const HISTORY_CHANGES: {
  award?: { wallet: string; metadata: object }[];
  update?: [string, number][];
}[] = [
  {
    update: [
      [testWallet(4), 99],
      [testWallet(1), 85],
    ],
  },
  { award: [{ wallet: testWallet(8), metadata: { score: 70 } }], update: [[testWallet(5), 20]] },
];

/** Freezes the board on screen and waits for the snapshot's line. */
export async function freezeBoard(page: Page, count: number): Promise<void> {
  await page.getByRole('button', { name: 'Freeze board' }).click();
  await expect(page.getByRole('list', { name: 'Snapshots' }).getByRole('listitem')).toHaveCount(count);
}

/**
 * Three snapshots of a scored board: as awarded, then after each of HISTORY_CHANGES (made through
 * the sandbox's API, the board refreshed until its first entry is `firsts[i]`).
 */
export async function openRankHistory(page: Page): Promise<Board> {
  const board = await openScoredBoard(page);
  await freezeBoard(page, 1);
  const firsts = [testWallet(4), testWallet(4)];
  for (const [i, change] of HISTORY_CHANGES.entries()) {
    if (change.award) await award(page, board, change.award);
    for (const [wallet, score] of change.update ?? []) await updateMetadata(page, board, wallet, { score });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(async () => (await tableWallets(page))[0]).toBe(firsts[i]);
    await expect.poll(async () => (await tableWallets(page)).length).toBe(SCORED.length + (i === 1 ? 1 : 0));
    await expectBoardRead(page);
    await freezeBoard(page, i + 2);
  }
  await expect(page.getByRole('img', { name: /^Rank over time by score, highest first/ })).toBeVisible();
  return board;
}

export const LEADERBOARD_PAGES: PageState[] = [
  {
    name: 'leaderboard',
    async open(page) {
      await openScoredBoard(page);
      await expect(page.getByRole('group', { name: /^Distribution of score/ })).toBeVisible();
    },
  },
  {
    name: 'leaderboard-fallback',
    async open(page) {
      await openScoredBoard(page, '?metric=rank');
      await expect(page.getByText(/falls back to earn time/)).toBeVisible();
    },
  },
  {
    name: 'leaderboard-rank-history',
    async open(page) {
      await openRankHistory(page);
      const history = page.getByRole('region', { name: 'Rank over time' });
      await history.getByText('Show the numbers').click();
      await expect(
        history.getByRole('table', { name: 'Rank of each wallet in each snapshot' }),
      ).toBeVisible();
      await history.scrollIntoViewIfNeeded();
    },
  },
  {
    name: 'leaderboard-signals',
    async open(page) {
      // Awards made together by the test: a burst of three or more within the minute; the members
      // of the top entries checked (made members by their award, with no tokens).
      await openScoredBoard(page, '?signals=on&burst=3');
      await expect(page.getByText(/\d+ entr(y|ies) flagged/)).toBeVisible();
      await page.getByRole('button', { name: /^Check the top \d+$/ }).click();
      await expect(page.getByText(/^\d+ wallets checked\.$/)).toBeVisible();
    },
  },
  {
    name: 'leaderboard-search',
    async open(page) {
      // Part of one wallet: the one entry that holds it, its rank the whole board's.
      await openScoredBoard(page);
      await page.getByRole('searchbox', { name: 'Find an entry' }).fill('05');
      await page.getByRole('searchbox', { name: 'Find an entry' }).press('Enter');
      await expect(page.getByText('1 entry of 7 matches; ranks are those of the whole board.')).toBeVisible();
      await expect(bodyRows(table(page, 'Leaderboard'))).toHaveCount(1);
    },
  },
  {
    name: 'leaderboard-comparison',
    async open(page) {
      await openComparison(page);
    },
  },
  {
    name: 'community-top-boards',
    async open(page) {
      await openCommunity(page, SEED.largest);
      const card = page.getByRole('region', { name: 'Top boards' });
      await expect(card.getByRole('listitem').first()).toBeVisible(FIRST_LOAD);
    },
  },
];
