/**
 * The leaderboard an admin reviews, on a live badge the test makes and awards through the sandbox's
 * API: the order matches the sandbox's own for each metric and direction (kept in the URL), a
 * snapshot compared after two new awards and a score update shows who moved, and the CSV export
 * holds every entry of a board longer than one of the service's pages.
 */
import fs from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import Papa from 'papaparse';
import { test, expect } from './fixtures';
import { FIRST_LOAD, TEST_TIMEOUT, bodyRows, communityIdFromUrl, openCommunity, table } from './support/app';
import {
  HISTORY_CHANGES,
  SCORED,
  arrangeLiveBadge,
  award,
  expectBoardRead,
  openComparison,
  openRankHistory,
  openScoredBoard,
  sandboxApi,
  sandboxOrder,
  tableWallets,
  testWallet,
} from './support/leaderboard-pages';
import { LIVE_BASE_URL, LIVE_KEY, holdRequests, startLive } from './support/requests';
import { DESKTOP, PHONE, resizeTo } from './support/viewport';

test.describe.configure({ timeout: TEST_TIMEOUT });

/** A downloaded CSV's rows as objects (the file starts with a byte-order mark for spreadsheets). */
async function csvRows(download: Download): Promise<Record<string, string>[]> {
  const text = (await fs.readFile(await download.path(), 'utf8')).replace(/^\ufeff/, '');
  return Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
}

async function exportCsv(page: Page, name: string): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  return download;
}

test('the board follows the sandbox’s order for each metric and direction, kept in the URL', async ({
  page,
}) => {
  const board = await openScoredBoard(page);
  expect(await tableWallets(page)).toEqual(
    await sandboxOrder(page, board, 'metric=score&metricDirection=DESC'),
  );
  // 95, 80, 80, 60, …: the tie shares rank 2 and the next entry ranks 4.
  const ranks = await bodyRows(table(page, 'Leaderboard'))
    .locator('td:first-child')
    .evaluateAll((cells) => cells.map((c) => c.textContent.trim()));
  expect(ranks.slice(0, 4)).toEqual(['1', '2(tie)', '2(tie)', '4']);

  await page.getByLabel('Rank by').selectOption('points');
  await expect(page).toHaveURL(/\?metric=points$/);
  await expectBoardRead(page);
  await expect
    .poll(() => tableWallets(page))
    .toEqual(await sandboxOrder(page, board, 'metric=points&metricDirection=DESC'));
  await expect(page.getByText('1 entry carries no points: they come last, in earn order')).toBeVisible();

  await page.getByLabel('Order').selectOption('ASC');
  await expect(page).toHaveURL(/\?metric=points&direction=ASC$/);
  await expect
    .poll(() => tableWallets(page))
    .toEqual(await sandboxOrder(page, board, 'metric=points&metricDirection=ASC'));

  // The back button restores the previous order, as it was in the URL.
  await page.goBack();
  await expect(page).toHaveURL(/\?metric=points$/);
  await expect(page.getByLabel('Order')).toHaveValue('DESC');
});

test('a snapshot compared after two new awards and a score update shows the moves', async ({ page }) => {
  await openComparison(page);
  const comparison = table(page, 'Comparison with the snapshot');
  const rows = await bodyRows(comparison).evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = [...tr.querySelectorAll('td')].map((td) => td.textContent.trim());
      const wallet = tr.querySelector('a')?.getAttribute('title')?.toLowerCase() ?? '';
      return [wallet, cells[1], cells[2], cells[3]];
    }),
  );
  expect(rows).toEqual([
    [testWallet(4), 'Up 6 places', '7', '1'],
    [testWallet(5), 'Down 1 place', '1', '2'],
    [testWallet(2), 'Down 1 place', '2', '3'],
    [testWallet(3), 'Down 1 place', '2', '3'],
    [testWallet(8), 'New', '—', '5'],
    [testWallet(7), 'Down 2 places', '4', '6'],
    [testWallet(1), 'Down 2 places', '5', '7'],
    [testWallet(6), 'Down 2 places', '6', '8'],
    [testWallet(9), 'New', '—', '9'],
  ]);
  const filters = page.getByRole('group', { name: 'Show' });
  await expect(filters.getByRole('button', { name: 'Up 1' })).toBeVisible();
  await expect(filters.getByRole('button', { name: 'Down 6' })).toBeVisible();
  await expect(filters.getByRole('button', { name: 'New 2' })).toBeVisible();
  await expect(filters.getByRole('button', { name: 'Dropped 0' })).toBeVisible();

  const csv = await csvRows(await exportCsv(page, 'Export comparison'));
  expect(csv.map((r) => [r.wallet?.toLowerCase(), r.change, r.moved, r.rankBefore, r.rankNow])).toEqual([
    [testWallet(4), 'up', '6', '7', '1'],
    [testWallet(5), 'down', '-1', '1', '2'],
    [testWallet(2), 'down', '-1', '2', '3'],
    [testWallet(3), 'down', '-1', '2', '3'],
    [testWallet(8), 'new', '0', '', '5'],
    [testWallet(7), 'down', '-2', '4', '6'],
    [testWallet(1), 'down', '-2', '5', '7'],
    [testWallet(6), 'down', '-2', '6', '8'],
    [testWallet(9), 'new', '0', '', '9'],
  ]);
});

test('the CSV export holds every entry of a board longer than one page of the service', async ({ page }) => {
  test.slow(); // 1,005 awards, then the board read in two pages of the service
  const count = 1005;
  const board = await arrangeLiveBadge(page, 2000);
  await award(
    page,
    board,
    Array.from({ length: count }, (_, i) => ({ wallet: testWallet(1000 + i), metadata: { score: i % 400 } })),
  );
  await page.goto(board.url);
  await expectBoardRead(page);
  await expect(page.getByText('1,005 entries, read')).toBeVisible();

  const rows = await csvRows(await exportCsv(page, 'Export CSV'));
  expect(rows).toHaveLength(count);
  expect(rows.map((r) => r.wallet?.toLowerCase())).toEqual(
    await sandboxOrder(page, board, 'metric=score&metricDirection=DESC'),
  );
  // Scores 0–399, each held by two or three entries: ties share a rank, the next rank skips them.
  expect(rows.slice(0, 3).map((r) => [r.rank, r['metadata.score']])).toEqual([
    ['1', '399'],
    ['1', '399'],
    ['3', '398'],
  ]);
  expect(rows.slice(-3).map((r) => [r.rank, r['metadata.score']])).toEqual([
    ['1003', '0'],
    ['1003', '0'],
    ['1003', '0'],
  ]);
});

/** Competition ranks (1, 2, 2, 4) of wallets by score, highest first. */
function ranksOf(scores: Map<string, number>): Map<string, number> {
  const sorted = [...scores].sort((a, b) => b[1] - a[1]);
  const ranks = new Map<string, number>();
  sorted.forEach(([wallet, score], i) => {
    const previous = sorted[i - 1];
    ranks.set(wallet, previous && previous[1] === score ? (ranks.get(previous[0]) ?? 0) : i + 1);
  });
  return ranks;
}

/** A table's body rows: the full wallet (the row header's title), then the cells' text. */
function walletRows(t: ReturnType<typeof table>): Promise<string[][]> {
  return bodyRows(t).evaluateAll((trs) =>
    trs.map((tr) => [
      tr.querySelector('th')?.getAttribute('title')?.toLowerCase() ?? '',
      ...[...tr.querySelectorAll('td')].map((td) => td.textContent.trim()),
    ]),
  );
}

test('three snapshots taken around awards and score updates give the rank changes computed here', async ({
  page,
}) => {
  await openRankHistory(page);
  // The boards the three snapshots froze, ranked here from the scores the test gave.
  const scores = new Map(SCORED.map((s) => [s.wallet, s.metadata.score]));
  const stages = [ranksOf(scores)];
  for (const change of HISTORY_CHANGES) {
    for (const a of change.award ?? []) scores.set(a.wallet, (a.metadata as { score: number }).score);
    for (const [wallet, score] of change.update ?? []) scores.set(wallet, score);
    stages.push(ranksOf(scores));
  }
  const [first, , last] = stages as [Map<string, number>, Map<string, number>, Map<string, number>];
  const shown = (rank: number | undefined) => (rank === undefined ? '—' : String(rank));

  // The top 5 of the latest snapshot, each with its rank in every snapshot.
  const history = page.getByRole('region', { name: 'Rank over time' });
  await history.getByText('Show the numbers').click();
  const top5 = [...last]
    .sort((a, b) => a[1] - b[1])
    .slice(0, 5)
    .map(([w]) => w);
  const rankRows = await walletRows(table(history, 'Rank of each wallet in each snapshot'));
  expect(rankRows.map((r) => r[0]).sort()).toEqual([...top5].sort());
  for (const row of rankRows) {
    expect(row.slice(1)).toEqual(stages.map((s) => shown(s.get(row[0] ?? ''))));
  }

  // Moves from the first snapshot to the last.
  const moves = page.getByRole('region', { name: 'Moves between two snapshots' });
  const from = moves.getByLabel('From');
  await from.selectOption({ index: 0 });
  const both = [...last.keys()].filter((w) => first.has(w));
  const moved = (w: string) => (first.get(w) ?? 0) - (last.get(w) ?? 0);
  const climbers = both.filter((w) => moved(w) > 0);
  const fallers = both.filter((w) => moved(w) < 0);
  const added = [...last.keys()].filter((w) => !first.has(w));
  const gone = [...first.keys()].filter((w) => !last.has(w));
  await expect(
    moves.getByText(
      `${climbers.length} up, ${fallers.length} down, ${added.length} new, ${gone.length} gone.`,
    ),
  ).toBeVisible();
  const climberRows = await walletRows(table(moves, 'Biggest climbers'));
  expect(climberRows.map((r) => [r[0], r[1], r[2]])).toEqual(
    [...climbers]
      .sort((a, b) => moved(b) - moved(a))
      .map((w) => [w, shown(first.get(w)), shown(last.get(w))]),
  );
  const fallerRows = await walletRows(table(moves, 'Biggest fallers'));
  expect(fallerRows.map((r) => r[0]).sort()).toEqual([...fallers].sort());
  expect(fallerRows[0]?.[0]).toBe([...fallers].sort((a, b) => moved(a) - moved(b))[0]);
  expect((await walletRows(table(moves, 'New entries'))).map((r) => r[0])).toEqual(added);
});

test('at phone width the active Leaderboard tab is whole on screen', async ({ page }) => {
  await openScoredBoard(page);
  await resizeTo(page, PHONE);
  const nav = page.getByRole('navigation', { name: 'Badge sections' });
  const tab = nav.getByRole('link', { name: 'Leaderboard' });
  const [navBox, tabBox] = [await nav.boundingBox(), await tab.boundingBox()];
  expect(navBox && tabBox).toBeTruthy();
  expect((tabBox?.x ?? 0) + (tabBox?.width ?? 0)).toBeLessThanOrEqual(
    (navBox?.x ?? 0) + (navBox?.width ?? 0),
  );
  expect(await nav.evaluate((n) => n.scrollWidth <= n.clientWidth)).toBe(true);
});

test('review signals: a burst of awards made here is flagged as the test counts it, and a threshold changes the count', async ({
  page,
}) => {
  const board = await openScoredBoard(page, '?signals=on&burst=3&burstWindow=60');
  // The sandbox's own earn times: the wallets with at least 3 awards (theirs included) within 60 s.
  const entries = (await sandboxApi(
    page,
    'GET',
    `/community/${board.communityId}/badge/${board.badgeId}/leaderboard?perPage=1000&page=1`,
  )) as { wallet: string; earnedAt: string }[];
  const times = entries.map((e) => Date.parse(e.earnedAt));
  const inBurst = (count: number) =>
    times.filter((t) =>
      times.some(
        (start) =>
          start <= t &&
          t <= start + 60_000 &&
          times.filter((u) => u >= start && u <= start + 60_000).length >= count,
      ),
    ).length;
  const counts = page.getByRole('list', { name: 'Entries per reason' });
  await expect(counts.getByRole('listitem').first()).toContainText(`Burst: ${String(inBurst(3))}`);
  const burst = page.getByLabel('Burst: awards');
  await burst.fill(String(SCORED.length + 1));
  await expect(counts.getByRole('listitem').first()).toContainText(
    `Burst: ${String(inBurst(SCORED.length + 1))}`,
  );
  await expect(page).toHaveURL(new RegExp(`burst=${String(SCORED.length + 1)}`));
});

/** A GET on the API the page uses: the sandbox in this page, or the live server. */
type Read = (path: string) => Promise<{ status: number; body: unknown }>;

const sandboxRead =
  (page: Page): Read =>
  (path) =>
    page.evaluate(
      async ({ url, key }) => {
        const response = await fetch(url, { headers: { 'X-Api-Key': key } });
        return { status: response.status, body: response.ok ? ((await response.json()) as unknown) : null };
      },
      { url: `/sandbox-api/v1${path}`, key: 'sandbox-demo-key' },
    );

const liveRead =
  (page: Page): Read =>
  async (path) => {
    const response = await page.request.get(`${LIVE_BASE_URL}${path}`, {
      headers: { 'x-api-key': LIVE_KEY },
    });
    return { status: response.status(), body: response.ok() ? ((await response.json()) as unknown) : null };
  };

interface RaffleEntry {
  wallet: string;
  earnedAt: string;
  claimedAt: string | null;
  metadata: Record<string, unknown>;
}

/**
 * What each signal should flag on the seeded raffle badge, computed here from the API's board and
 * member reads: the default thresholds are 10 awards within 60 s, metadata shared by 5 wallets,
 * runs of 3 claims within 10 s; members are checked for the top 100.
 */
async function seededRaffle(read: Read, communityId: string) {
  const { body: badges } = await read(`/community/${communityId}/badge?page=1&perPage=100`);
  const raffle = (badges as { results: { id: string; title: string; createdAt: string }[] }).results.find(
    (b) => b.title === 'Zora Drop Raffle',
  );
  if (!raffle) throw new Error('the seed has no Zora Drop Raffle');
  return raffle;
}

async function raffleFigures(read: Read, communityId: string) {
  const raffle = await seededRaffle(read, communityId);
  const { body } = await read(
    `/community/${communityId}/badge/${raffle.id}/leaderboard?metric=score&metricDirection=DESC&perPage=1000&page=1`,
  );
  const entries = body as RaffleEntry[];
  const times = entries.map((e) => Date.parse(e.earnedAt));
  const burst = times.filter((t) =>
    times.some(
      (start) =>
        start <= t &&
        t <= start + 60_000 &&
        times.filter((u) => u >= start && u <= start + 60_000).length >= 10,
    ),
  ).length;
  const sameAs = (e: RaffleEntry) =>
    entries.filter((o) => JSON.stringify(o.metadata) === JSON.stringify(e.metadata)).length;
  const shared = (k: number) => entries.filter((e) => sameAs(e) >= k).length;
  const quick = (e: RaffleEntry) =>
    e.claimedAt !== null && Date.parse(e.claimedAt) - Date.parse(e.earnedAt) <= 10_000;
  const inEarnOrder = [...entries].sort(
    (a, b) =>
      Date.parse(a.earnedAt) - Date.parse(b.earnedAt) ||
      (a.wallet.toLowerCase() < b.wallet.toLowerCase() ? -1 : 1),
  );
  const fastRuns = (run: number) => {
    let flagged = 0;
    let current = 0;
    for (const e of [...inEarnOrder, null]) {
      if (e && quick(e)) current += 1;
      else {
        if (current >= run) flagged += current;
        current = 0;
      }
    }
    return flagged;
  };
  // Each wallet of the top 100: a member (when it joined) and how many tokens it holds.
  const opened = Date.parse(raffle.createdAt);
  const facts: { createdAt: string | null; tokens: number | null }[] = [];
  for (const { wallet } of entries.slice(0, 100)) {
    const member = await read(`/community/${communityId}/member/${wallet}`);
    if (member.status === 404) {
      facts.push({ createdAt: null, tokens: null });
      continue;
    }
    const { createdAt } = member.body as { createdAt: string };
    const tokens = await read(`/community/${communityId}/member/${wallet}/tokens?page=1&perPage=1`);
    facts.push({ createdAt, tokens: (tokens.body as { total: number }).total });
  }
  return {
    raffleId: raffle.id,
    entries: entries.length,
    burst,
    shared,
    fastRuns,
    notMember: facts.filter((f) => f.createdAt === null).length,
    noTokens: facts.filter((f) => f.tokens === 0).length,
    joinedLate: facts.filter((f) => f.createdAt !== null && Date.parse(f.createdAt) > opened).length,
  };
}

/** Opens the raffle's board with the signals on, runs the member checks, and compares every count. */
async function expectRaffleSignals(
  page: Page,
  communityId: string,
  want: Awaited<ReturnType<typeof raffleFigures>>,
) {
  await page.goto(`/communities/${communityId}/badges/${want.raffleId}/leaderboard?signals=on`);
  await expectBoardRead(page);
  const list = page.getByRole('list', { name: 'Entries per reason' });
  const counts = list.getByRole('listitem');
  await expect(counts.nth(0)).toContainText(`Burst: ${String(want.burst)} `);
  await expect(counts.nth(1)).toContainText(`Same metadata: ${String(want.shared(5))} `);
  await expect(counts.nth(3)).toContainText(`Fast claim: ${String(want.fastRuns(3))} `);
  await page.getByRole('button', { name: `Check the top ${String(want.entries)}` }).click();
  await expect(page.getByText(`${String(want.entries)} wallets checked.`)).toBeVisible();
  await expect(list.getByText(/^Not a member:/)).toHaveText(`Not a member: ${String(want.notMember)}`);
  await expect(list.getByText(/^No tokens:/)).toHaveText(`No tokens: ${String(want.noTokens)}`);
  await expect(list.getByText(/^Joined late:/)).toHaveText(`Joined late: ${String(want.joinedLate)}`);
  return counts;
}

test('review signals on the seeded raffle badge flag what the test computes from the sandbox’s board', async ({
  page,
}) => {
  await openCommunity(page, 'Zora Creators');
  const communityId = communityIdFromUrl(page);
  const want = await raffleFigures(sandboxRead(page), communityId);
  // The seed's pattern: 40 in the burst, 34 alike, two runs of quick claims (12 and 8) and one alone.
  expect([want.burst, want.shared(5), want.fastRuns(3), want.fastRuns(1)]).toEqual([40, 34, 20, 21]);
  expect(want.noTokens).toBeGreaterThanOrEqual(8);
  expect(want.joinedLate).toBeGreaterThanOrEqual(4);
  const counts = await expectRaffleSignals(page, communityId, want);

  await page.getByLabel('Fast claim: entries in a row').fill('1');
  await expect(counts.nth(3)).toContainText(`Fast claim: ${String(want.fastRuns(1))} `);
  await page.getByLabel('Same metadata: wallets').fill('35');
  await expect(counts.nth(1)).toContainText(`Same metadata: ${String(want.shared(35))} `);
  await expect(page).toHaveURL(/shared=35/);
});

/** In the page: the Leaderboard table's top (document coordinates) in each frame, and whether it had rows. */
function trackBoardTableTop() {
  const tops: { rows: boolean; top: number }[] = [];
  Object.assign(window, { boardTableTops: tops });
  const frame = () => {
    const table = [...document.querySelectorAll('table')].find(
      (t) => t.querySelector('caption')?.textContent === 'Leaderboard',
    );
    if (table) {
      tops.push({
        rows: table.querySelector('tbody a') !== null,
        top: Math.round(table.getBoundingClientRect().top + scrollY),
      });
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

test('the board’s table keeps its place from the first request to the whole board, at both widths', async ({
  page,
}) => {
  // Live mode, so the test can hold the board's read (the sandbox's answers come from a service
  // worker, which Playwright's routing does not see) until the page has drawn the table empty.
  await startLive(page);
  await openCommunity(page, 'Zora Creators');
  const communityId = communityIdFromUrl(page);
  const raffle = await seededRaffle(liveRead(page), communityId);
  await page.addInitScript(trackBoardTableTop);
  const isBoardRead = (url: URL) =>
    url.href.startsWith(LIVE_BASE_URL) && url.pathname.endsWith('/leaderboard');
  for (const size of [DESKTOP, PHONE]) {
    await resizeTo(page, size);
    const release = await holdRequests(page, isBoardRead);
    await page.goto(`/communities/${communityId}/badges/${raffle.id}/leaderboard`);
    await expect(table(page, 'Leaderboard')).toBeVisible(FIRST_LOAD);
    await release();
    await expectBoardRead(page);
    const tops = await page.evaluate(
      () => (window as unknown as { boardTableTops: { rows: boolean; top: number }[] }).boardTableTops,
    );
    const final = tops.at(-1);
    expect(final?.rows).toBe(true);
    // Drawn before its rows; the charts and panels above it kept their places as the board came.
    expect(tops.filter((t) => !t.rows).length).toBeGreaterThan(0);
    expect([...new Set(tops.map((t) => t.top))]).toEqual([final?.top]);
  }
});

test('live mode: the review signals flag what the test computes from the server’s board', async ({
  page,
}) => {
  await startLive(page);
  await openCommunity(page, 'Zora Creators');
  const communityId = communityIdFromUrl(page);
  const want = await raffleFigures(liveRead(page), communityId);
  expect(want.burst).toBeGreaterThanOrEqual(40);
  await expectRaffleSignals(page, communityId, want);
});

test('the PNG export decodes to an image of the size the page states, and is not blank', async ({ page }) => {
  await openScoredBoard(page);
  const share = page.getByRole('region', { name: 'Share' });
  await share.getByLabel('Top entries').fill('5');
  await share.getByLabel('Image theme').selectOption('dark');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    share.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-top-5-dark\.png$/);
  // The status says the size once the file is made, which may be just after the download starts.
  const sizeStated = /: ([\d,]+) × ([\d,]+) px\./;
  await expect(share.getByRole('status')).toHaveText(sizeStated);
  const stated = sizeStated.exec((await share.getByRole('status').textContent()) ?? '');
  expect(stated).not.toBeNull();
  const [width, height] = [Number(stated?.[1]?.replace(',', '')), Number(stated?.[2]?.replace(',', ''))];
  const bytes = (await fs.readFile(await download.path())).toString('base64');
  // Kept with the run's results, for a person to look at.
  await download.saveAs(test.info().outputPath('board.png'));
  const decoded = await page.evaluate(async (base64) => {
    // Decoded by hand: the page's content security policy allows no fetch of a data: URL.
    const blob = new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/png' });
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.drawImage(bitmap, 0, 0);
    const { data } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
    // Every 97th pixel: the distinct colours and the share of pixels unlike the corner's.
    const corner = [data[0], data[1], data[2]].join();
    const colours = new Set<string>();
    let unlike = 0;
    let sampled = 0;
    for (let i = 0; i < data.length; i += 4 * 97) {
      const colour = [data[i], data[i + 1], data[i + 2]].join();
      colours.add(colour);
      sampled += 1;
      if (colour !== corner) unlike += 1;
    }
    return {
      width: bitmap.width,
      height: bitmap.height,
      corner,
      colours: colours.size,
      unlike: unlike / sampled,
    };
  }, bytes);
  // Two pixels per layout pixel: 1200 wide, a 200 px header, five rows of 52 and a 72 px footer.
  expect([decoded.width, decoded.height]).toEqual([width, height]);
  expect([width, height]).toEqual([2400, 2 * (200 + 5 * 52 + 72)]);
  // The dark theme's background, with text and stripes drawn on it.
  expect(decoded.corner).toBe('11,17,32');
  expect(decoded.colours).toBeGreaterThan(20);
  expect(decoded.unlike).toBeGreaterThan(0.05);
});
