import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';
import { formatShare, formatWait } from './figure-format';

const sandbox = setupSandbox();

describe('badge insights', () => {
  it('the overview tab shows the figures of the badge’s own attributions', async () => {
    const data = sandbox.runtime.store.data;
    const badge = data.badges.find((b) => b.title === 'Governance Voter');
    if (!badge) throw new Error('no Governance Voter badge in the seed');
    const awards = data.attributions.filter((a) => a.badgeId === badge.id);
    const waits = awards
      .filter((a) => a.claimedAt !== null)
      .map((a) => Date.parse(a.claimedAt ?? '') - Date.parse(a.earnedAt))
      .sort((x, y) => x - y);
    const mid = Math.floor(waits.length / 2);
    const median = waits.length % 2 ? (waits[mid] ?? 0) : ((waits[mid - 1] ?? 0) + (waits[mid] ?? 0)) / 2;

    renderRoute(paths.badge(badge.communityId, badge.id));
    const card = await screen.findByRole('region', { name: 'Insights' });
    await within(card).findByText(/^Data as of/, {}, { timeout: 10_000 });
    const figure = (label: string) =>
      within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(awards.length).toBeGreaterThan(10);
    expect(figure('Awards')).toBe(String(awards.length));
    expect(figure('Claim rate')).toBe(formatShare(waits.length / awards.length));
    expect(figure('Median time to claim')).toBe(formatWait(median));
    expect(figure('Of the claim cap')).toBe(
      `${formatShare(awards.length / badge.maxClaims)} of ${badge.maxClaims.toLocaleString('en-US')}`,
    );
    // One badge: no member growth.
    expect(within(card).queryByRole('region', { name: 'Member growth' })).not.toBeInTheDocument();
  });
});
