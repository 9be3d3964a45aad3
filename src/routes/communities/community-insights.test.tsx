import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { formatShare, formatWait } from '../../features/insights/figure-format';
import { figuresDatabase, figuresKey, figuresStore } from '../../features/insights/figures-store';
import { renderRoute, sandboxTestConnection } from '../../testing/render-route';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();
const DAY = 86_400_000;

/** Monday 00:00 UTC of the week of `ms`, computed from the calendar, not the app's arithmetic. */
function monday(ms: number): number {
  const d = new Date(ms);
  const back = (d.getUTCDay() + 6) % 7;
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - back);
}

function nouns() {
  const community = sandbox.runtime.store.data.communities.find((c) => c.shortName === 'nouns-builders');
  if (!community) throw new Error('no nouns-builders community in the seed');
  return community;
}

/** The figures the insights should show, computed here from the sandbox's own records. */
function expected(communityId: string, now: number) {
  const data = sandbox.runtime.store.data;
  const awards = data.attributions.filter((a) => a.communityId === communityId);
  const waits = awards
    .filter((a) => a.claimedAt !== null)
    .map((a) => Date.parse(a.claimedAt ?? '') - Date.parse(a.earnedAt))
    .sort((x, y) => x - y);
  const mid = Math.floor(waits.length / 2);
  const medianWait = waits.length % 2 ? (waits[mid] ?? 0) : ((waits[mid - 1] ?? 0) + (waits[mid] ?? 0)) / 2;
  const thisWeek = monday(now);
  const lastWeeks = [0, 1, 2, 3].map(
    (back) => awards.filter((a) => monday(Date.parse(a.earnedAt)) === thisWeek - back * 7 * DAY).length,
  );
  const liveCapped = data.badges
    .filter((b) => b.communityId === communityId && b.status === 'live' && b.maxClaims > 0)
    .map((b) => ({ title: b.title, share: awards.filter((a) => a.badgeId === b.id).length / b.maxClaims }))
    .sort((x, y) => y.share - x.share || x.title.localeCompare(y.title));
  const members = data.members.filter((m) => m.communityId === communityId);
  const byMethod = new Map<string, number>();
  for (const m of members) byMethod.set(m.addMethod, (byMethod.get(m.addMethod) ?? 0) + 1);
  return {
    awarded: awards.length,
    claimRate: formatShare(waits.length / awards.length),
    medianWait: formatWait(medianWait),
    lastWeeks,
    nearCap: liveCapped.slice(0, 5).map((b) => b.title),
    members: members.length,
    byMethod,
  };
}

function figure(card: HTMLElement, label: string) {
  return within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

/** Holds the insights' whole reads (every badge's attributions, the members) until released. */
function holdInsightReads() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const answered: string[] = [];
  const hold = async ({ request }: { request: Request }) => {
    await held;
    answered.push(request.url);
    // Nothing returned: the sandbox's own handler answers.
  };
  sandbox.server.use(
    http.get('*/sandbox-api/v1/community/:id/badge/:badgeId/attribution', hold),
    http.get('*/sandbox-api/v1/community/:id/member', hold),
  );
  return { release, answered };
}

afterEach(() => figuresStore().clear?.());

describe('community insights', () => {
  it('shows the figures the sandbox data gives', async () => {
    const community = nouns();
    const want = expected(community.id, Date.now());
    renderRoute(`/communities/${community.id}`);
    const card = await screen.findByRole('region', { name: 'Insights' });
    expect(card).toHaveAttribute('data-insights', 'reading');
    await within(card).findByText(/^Data as of/, {}, { timeout: 10_000 });
    expect(card).toHaveAttribute('data-insights', 'ready');

    expect(figure(card, 'Awards')).toBe(want.awarded.toLocaleString('en-US'));
    expect(figure(card, 'Claim rate')).toBe(want.claimRate);
    expect(figure(card, 'Median time to claim')).toBe(want.medianWait);
    expect(figure(card, 'Members')).toBe(want.members.toLocaleString('en-US'));

    // The last four weeks of the weekly table, the current week last.
    const weekly = within(card).getByRole('table', { name: 'Awards per week' });
    const counts = within(weekly)
      .getAllByRole('row')
      .slice(-4)
      .map((row) => Number(within(row).getByRole('cell').textContent.replace(/,/g, '')));
    expect(counts).toEqual([...want.lastWeeks].reverse());

    const nearCap = within(card).getByRole('region', { name: 'Closest to their claim cap' });
    expect(
      within(nearCap)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(want.nearCap);

    // Member growth: each add method's column, and the running total at the end of the last week.
    const growth = within(card).getByRole('table', { name: 'New members per week' });
    const header = within(growth)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(header.slice(1, -2).sort()).toEqual([...want.byMethod.keys()].map(humanizeLike).sort());
    const lastRow = within(growth).getAllByRole('row').at(-1);
    expect(lastRow && within(lastRow).getAllByRole('cell').at(-1)?.textContent).toBe(
      want.members.toLocaleString('en-US'),
    );
    // Kept before the test ends, so the store's clearing after it cannot come first.
    const key = figuresKey(sandboxTestConnection.baseUrl, community.id);
    await waitFor(async () => expect(await figuresStore().figures.read(key)).not.toBeNull());
  });
});

describe('community insights reads', () => {
  it('reads the members beside the badges’ attributions, one list per badge', async () => {
    const community = nouns();
    const seen = recordRequests(sandbox);
    renderRoute(`/communities/${community.id}`);
    const card = await screen.findByRole('region', { name: 'Insights' });
    await within(card).findByText(/^Data as of/, {}, { timeout: 10_000 });
    const pages = seen.filter((r) => new URL(r.url).searchParams.get('perPage') === '1000');
    const awardPages = pages.filter((r) => r.path.endsWith('/attribution'));
    const firstMemberPage = pages.findIndex((r) => r.path === `/community/${community.id}/member`);
    const lastAwardPage = pages.lastIndexOf(awardPages.at(-1) ?? pages[0]!);
    const badges = sandbox.runtime.store.data.badges.filter((b) => b.communityId === community.id);
    // One list per badge (each fits in a page), one badge's at a time.
    expect(new Set(awardPages.map((r) => r.path)).size).toBe(badges.length);
    expect(badges.length).toBeGreaterThan(1);
    expect(firstMemberPage).toBeGreaterThan(-1);
    // The members do not wait for the last badge's awards: the service has both to work on.
    expect(firstMemberPage).toBeLessThan(lastAwardPage);
  });
});

describe('community insights on a revisit', () => {
  it('shows the figures kept from the last visit with their time before any read answers, then the new ones', async () => {
    const community = nouns();
    const key = figuresKey(sandboxTestConnection.baseUrl, community.id);
    const first = renderRoute(`/communities/${community.id}`);
    let card = await screen.findByRole('region', { name: 'Insights' });
    const asOf = (await within(card).findByText(/^Data as of/, {}, { timeout: 10_000 })).textContent;
    const awards = want(community.id);
    expect(figure(card, 'Awards')).toBe(awards.toLocaleString('en-US'));
    await waitFor(async () => expect(await figuresStore().figures.read(key)).not.toBeNull());
    // The figures only: neither the key nor the token is kept (nor in the record's key).
    const record = JSON.stringify(await figuresDatabase().records.get(key));
    for (const secret of [sandboxTestConnection.apiKey, sandboxTestConnection.bearerToken ?? ''])
      expect(`${key} ${record}`).not.toContain(secret);
    first.unmount();

    // One award fewer since: the read again gives other figures than the kept ones.
    const data = sandbox.runtime.store.data;
    data.attributions.splice(
      data.attributions.findIndex((a) => a.communityId === community.id),
      1,
    );
    const reads = holdInsightReads();
    renderRoute(`/communities/${community.id}`);
    card = await screen.findByRole('region', { name: 'Insights' });
    await within(card).findByText(/· refreshing…$/);
    expect(within(card).getByText(/^Data as of/).textContent).toBe(`${asOf} · refreshing…`);
    expect(figure(card, 'Awards')).toBe(awards.toLocaleString('en-US'));
    expect(card).toHaveAttribute('data-insights', 'reading');
    expect(reads.answered).toEqual([]);

    reads.release();
    await waitFor(() => expect(card).toHaveAttribute('data-insights', 'ready'), { timeout: 10_000 });
    expect(reads.answered.length).toBeGreaterThan(0);
    expect(figure(card, 'Awards')).toBe((awards - 1).toLocaleString('en-US'));
    expect(within(card).getByText(/^Data as of/).textContent).not.toMatch(/refreshing/);
  });

  it('leaves out a listed badge that is not found when its awards are read, and says so', async () => {
    const community = nouns();
    const data = sandbox.runtime.store.data;
    const badge = data.badges.find(
      (b) => b.communityId === community.id && data.attributions.some((a) => a.badgeId === b.id),
    )!;
    // Deleted between the badge list and the read of its awards.
    sandbox.server.use(
      http.get(`*/sandbox-api/v1/community/:id/badge/${badge.id}/attribution`, () =>
        Response.json({ message: `Badge ${badge.id} not found` }, { status: 404 }),
      ),
    );
    renderRoute(`/communities/${community.id}`);
    const card = await screen.findByRole('region', { name: 'Insights' });
    await within(card).findByText(/^Data as of/, {}, { timeout: 10_000 });
    expect(within(card).queryByRole('alert')).toBeNull();
    const others = data.attributions.filter((a) => a.communityId === community.id && a.badgeId !== badge.id);
    expect(figure(card, 'Awards')).toBe(others.length.toLocaleString('en-US'));
    expect(
      within(card).getByText(
        'A badge the service listed was not found when its awards were read (deleted since?): the figures leave it out.',
      ),
    ).toBeInTheDocument();
    const claims = within(card).getByRole('region', { name: 'Claims by badge' });
    const all = within(claims).queryByRole('button', { name: /^Show all/ });
    if (all) fireEvent.click(all);
    expect(within(claims).getAllByRole('link').length).toBeGreaterThan(0);
    expect(within(claims).queryByRole('link', { name: badge.title })).toBeNull();
  });

  it('does not show a kept entry that does not hold the figures’ shape', async () => {
    const community = nouns();
    const key = figuresKey(sandboxTestConnection.baseUrl, community.id);
    await figuresDatabase().records.set(key, { insights: { overall: { awarded: 'many' } }, asOf: 0 });
    const reads = holdInsightReads();
    renderRoute(`/communities/${community.id}`);
    const card = await screen.findByRole('region', { name: 'Insights' });
    expect(await within(card).findByRole('status')).toHaveTextContent(/Reading the lists/);
    expect(within(card).queryByText(/^Data as of/)).toBeNull();
    expect(figure(card, 'Awards')).toBe('Not read yet');
    reads.release();
    await within(card).findByText(/^Data as of/, {}, { timeout: 10_000 });
    expect(figure(card, 'Awards')).toBe(want(community.id).toLocaleString('en-US'));
  });
});

/** The community's awards in the sandbox's records. */
function want(communityId: string) {
  return sandbox.runtime.store.data.attributions.filter((a) => a.communityId === communityId).length;
}

/** "bulk" → "Bulk": how the page names an add method. */
function humanizeLike(method: string) {
  return method.charAt(0).toUpperCase() + method.slice(1);
}
