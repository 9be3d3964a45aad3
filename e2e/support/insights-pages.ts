/**
 * The insights on a community's overview, and the figures they should show computed here from the
 * service's own lists (read over HTTP: the in-browser sandbox through the page, or a live server).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { FIRST_LOAD, SEED, openCommunity } from './app';
import type { PageState } from './page-states';
import { LIVE_BASE_URL, startLive } from './requests';

const DAY = 86_400_000;

/** Reads one answer of the API (a path under its base URL). */
export type ApiGet = (path: string) => Promise<unknown>;

interface Paged<T> {
  results: T[];
  total: number;
}

async function readAll<T>(get: ApiGet, path: string): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; ; page++) {
    const answer = (await get(`${path}?page=${String(page)}&perPage=100`)) as Paged<T>;
    out.push(...answer.results);
    if (answer.results.length === 0 || out.length >= answer.total) return out;
  }
}

/** Monday 00:00 UTC of the week of `ms`, from the calendar. */
function monday(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
}

export interface ExpectedInsights {
  awarded: number;
  claimed: number;
  /** claimed / awarded, as the page shows it ("72.5%"). */
  claimRate: string;
  /** Median claimedAt − earnedAt of the claimed awards, ms. */
  medianWaitMs: number;
  /** Awards per week, the 26 weeks ending with the current one. */
  perWeek: number[];
  /** Live capped badges, the largest share of the cap awarded first (top five). */
  nearCap: string[];
  members: number;
  /** Members per add method. */
  byMethod: Record<string, number>;
  /** A live badge far from its cap: one the test can award. */
  roomyBadge: string;
}

/** The figures of the community's insights, computed from its lists as the service answers them. */
export async function expectedInsights(
  get: ApiGet,
  communityId: string,
  now: number,
): Promise<ExpectedInsights> {
  const base = `/community/${encodeURIComponent(communityId)}`;
  const badges = await readAll<{ id: string; title?: string; status?: string; maxClaims?: number }>(
    get,
    `${base}/badge`,
  );
  const awards: { badgeId: string; earnedAt: number; claimedAt: number | null }[] = [];
  for (const b of badges) {
    const list = await readAll<{ earnedAt?: string; claimedAt?: string | null }>(
      get,
      `${base}/badge/${encodeURIComponent(b.id)}/attribution`,
    );
    for (const a of list) {
      if (!a.earnedAt) continue;
      awards.push({
        badgeId: b.id,
        earnedAt: Date.parse(a.earnedAt),
        claimedAt: a.claimedAt ? Date.parse(a.claimedAt) : null,
      });
    }
  }
  const members = await readAll<{ addMethod?: string }>(get, `${base}/member`);
  const waits = awards
    .filter((a) => a.claimedAt !== null)
    .map((a) => (a.claimedAt ?? 0) - a.earnedAt)
    .sort((x, y) => x - y);
  const mid = Math.floor(waits.length / 2);
  const medianWaitMs = waits.length % 2 ? (waits[mid] ?? 0) : ((waits[mid - 1] ?? 0) + (waits[mid] ?? 0)) / 2;
  const thisWeek = monday(now);
  const perWeek = Array.from({ length: 26 }, (_, i) => {
    const start = thisWeek - (25 - i) * 7 * DAY;
    return awards.filter((a) => a.earnedAt <= now && monday(a.earnedAt) === start).length;
  });
  const nearCap = badges
    .filter((b) => b.status === 'live' && (b.maxClaims ?? 0) > 0)
    .map((b) => ({
      title: b.title ?? b.id,
      share: awards.filter((a) => a.badgeId === b.id).length / (b.maxClaims ?? 1),
    }))
    .sort((x, y) => y.share - x.share || x.title.localeCompare(y.title))
    .slice(0, 5)
    .map((b) => b.title);
  const roomy = badges
    .filter((b) => b.status === 'live' && (b.maxClaims ?? 0) > 0)
    .map((b) => ({ id: b.id, room: (b.maxClaims ?? 0) - awards.filter((a) => a.badgeId === b.id).length }))
    .sort((x, y) => y.room - x.room)[0];
  if (!roomy || roomy.room < 1) throw new Error('no live badge with room for an award');
  const byMethod: Record<string, number> = {};
  for (const m of members) {
    const method = m.addMethod || 'unknown';
    byMethod[method] = (byMethod[method] ?? 0) + 1;
  }
  const rate = (awards.length === 0 ? 0 : waits.length / awards.length) * 100;
  return {
    awarded: awards.length,
    claimed: waits.length,
    claimRate: `${rate.toFixed(1)}%`,
    medianWaitMs,
    perWeek,
    nearCap,
    members: members.length,
    byMethod,
    roomyBadge: roomy.id,
  };
}

/** The insights card of the overview. */
export function insightsCard(page: Page): Locator {
  return page.getByRole('main').getByRole('region', { name: 'Insights', exact: true });
}

/** A community's overview (the largest by default) with its insights computed (they load after the rest). */
export async function openInsights(page: Page, community: string = SEED.largest): Promise<Locator> {
  await openCommunity(page, community);
  const card = insightsCard(page);
  await expect(card.getByText(/^Data as of/)).toBeVisible(FIRST_LOAD);
  return card;
}

/**
 * The live server's answers to the insights' read of every member (pages of 1000; the member
 * count's page of 1 is not one): a test holds them to see the card while it reads.
 */
export function isWholeMemberRead(url: URL): boolean {
  return (
    url.href.startsWith(LIVE_BASE_URL) &&
    url.pathname.endsWith('/member') &&
    url.searchParams.get('perPage') === '1000'
  );
}

export const INSIGHTS_PAGES: PageState[] = [
  {
    // While the lists are read: the placeholders. Live mode, so the read of the members can be held
    // (the sandbox answers from a service worker, which Playwright's routing does not see); it is
    // never answered, and the page is closed after the state is looked at.
    name: 'community-insights-reading',
    async open(page) {
      await startLive(page);
      await page.route(isWholeMemberRead, () => undefined);
      await openCommunity(page, SEED.largest);
      await expect(insightsCard(page).getByRole('status')).toContainText('Reading the lists', FIRST_LOAD);
      await expect(page.getByText('About', { exact: true })).toBeVisible();
    },
  },
  {
    // Every chart's table open, so the scan and the screenshots see the numbers too.
    name: 'community-insights',
    async open(page) {
      const card = await openInsights(page);
      for (const summary of await card.getByText('Show the numbers').all()) await summary.click();
      await expect(card.getByRole('table', { name: 'New members per week' })).toBeVisible();
    },
  },
  {
    // The badge's overview tab, reached from the community's most awarded badges.
    name: 'badge-insights',
    async open(page) {
      const card = await openInsights(page);
      await card.getByRole('region', { name: 'Most awarded badges' }).getByRole('link').first().click();
      await expect(page).toHaveURL(/\/badges\/[^/]+$/);
      await expect(insightsCard(page).getByText(/^Data as of/)).toBeVisible(FIRST_LOAD);
    },
  },
];
