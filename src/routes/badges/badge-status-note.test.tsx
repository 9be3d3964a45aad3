import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BadgeStatus } from '../../sandbox/domain/types';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

function nounsId(): string {
  const community = sandbox.runtime.store.data.communities.find((c) => c.shortName === 'nouns-builders');
  if (!community) throw new Error('no nouns-builders community in the seed');
  return community.id;
}

/** A seeded badge of the demo community in this status. */
function badgeIn(status: BadgeStatus) {
  const badge = sandbox.runtime.store.data.badges.find(
    (b) => b.communityId === nounsId() && b.status === status,
  );
  if (!badge) throw new Error(`no ${status} badge in the seed`);
  return badge;
}

function openBadge(status: BadgeStatus) {
  const badge = badgeIn(status);
  renderRoute(`/communities/${nounsId()}/badges/${badge.id}`);
  return badge;
}

const noteLink = (name: string) => screen.findByRole('link', { name });

describe('badge status note', () => {
  it('says a draft is moved on by the service’s own review, not this dashboard, and can be edited', async () => {
    const badge = openBadge('draft');
    expect(
      await screen.findByText(/The service’s own review moves it on, not this dashboard/),
    ).toBeInTheDocument();
    expect(await noteLink('Edit the badge')).toHaveAttribute(
      'href',
      `/communities/${nounsId()}/badges/${badge.id}/edit`,
    );
  });

  it('says a badge under review waits for the service’s review and offers nothing to do here', async () => {
    openBadge('under_review');
    expect(
      await screen.findByText(/Its own review approves or rejects it, not this dashboard/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit the badge' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Award it/ })).not.toBeInTheDocument();
  });

  it('says a rejected badge can be edited, without promising what the service does next', async () => {
    openBadge('rejected');
    const note = await screen.findByText(/Refused in the service’s review/);
    expect(note).toHaveTextContent('whether and when it is reviewed again is up to the service');
    expect(await noteLink('Edit the badge')).toBeInTheDocument();
  });

  it('points an approved badge to Publish and to its preview', async () => {
    openBadge('approved');
    expect(await screen.findByText(/Publish it \(Publish… above\) to make it live/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish…' })).toBeInTheDocument();
    expect(await noteLink('Preview on the service’s site')).toHaveAttribute('target', '_blank');
  });

  it('points a live badge to awarding it in the Attributions tab', async () => {
    const badge = openBadge('live');
    expect(
      await screen.findByText(/Public and claimable: members can earn it, and you can award it/),
    ).toBeInTheDocument();
    expect(await noteLink('Award it in Attributions')).toHaveAttribute(
      'href',
      `/communities/${nounsId()}/badges/${badge.id}/attributions`,
    );
    expect(screen.queryByRole('button', { name: 'Publish…' })).not.toBeInTheDocument();
  });
});
