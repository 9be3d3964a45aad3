import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

function nouns() {
  const community = sandbox.runtime.store.data.communities.find((c) => c.shortName === 'nouns-builders');
  if (!community) throw new Error('no nouns-builders community in the seed');
  return community;
}

describe('community timeline', () => {
  it('shows the seeded conflict: an experience ending before the live badges it overlaps stop taking claims', async () => {
    renderRoute(`/communities/${nouns().id}`);
    const warnings = await screen.findByRole('region', { name: 'Schedule warnings' });
    expect(within(warnings).getByRole('heading', { name: '1 schedule conflict' })).toBeInTheDocument();
    const item = within(warnings).getByRole('listitem');
    expect(item).toHaveTextContent(
      /^Builder Quest Week ends on .+, while 3 live badges it may feed take claims longer/,
    );
    expect(item).toHaveTextContent('Early Supporter');
    const rows = screen.getByRole('group', { name: 'Timeline' });
    expect(within(rows).getByRole('link', { name: 'Builder Quest Week' })).toBeInTheDocument();
    expect(within(rows).getByRole('link', { name: 'Early Supporter' })).toBeInTheDocument();
    // Drafts and refused badges are not on the timeline.
    expect(within(rows).queryByRole('link', { name: 'Lisbon Meetup 2026' })).not.toBeInTheDocument();
  });

  it('warns when a reward ends while its badge still takes claims', async () => {
    const data = sandbox.runtime.store.data;
    const badge = data.badges.find((b) => b.communityId === nouns().id && b.title === 'Governance Voter');
    const reward = data.rewards.find((r) => r.badgeId === badge?.id);
    if (!badge || !reward) throw new Error('no reward on Governance Voter in the seed');
    reward.endDate = new Date(Date.parse(badge.claimEndDate) - 90 * 86_400_000).toISOString();

    renderRoute(`/communities/${nouns().id}`);
    const warnings = await screen.findByRole('region', { name: 'Schedule warnings' });
    expect(within(warnings).getByRole('heading', { name: '2 schedule conflicts' })).toBeInTheDocument();
    expect(warnings).toHaveTextContent(
      new RegExp(`Reward ${reward.name} of Governance Voter ends on .+, while the badge takes claims until`),
    );
  });

  it('does not hold the overview back, and reads experiences, badges and rewards side by side', async () => {
    const requests = recordRequests(sandbox);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Holds the experience list; answering nothing lets the sandbox answer it once released.
    sandbox.server.use(
      http.get('*/sandbox-api/v1/community/:id/experience', async () => {
        await held;
      }),
    );
    renderRoute(`/communities/${nouns().id}`);
    expect(await screen.findByRole('heading', { level: 1, name: nouns().name })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(/^\d[\d,]*$/).length).toBeGreaterThanOrEqual(3));
    const timeline = (await screen.findByRole('heading', { name: 'Timeline' })).closest(
      'div',
    )?.nextElementSibling;
    expect(timeline).toHaveAttribute('aria-busy', 'true');
    // The rewards were asked for while the experiences were still on their way.
    await waitFor(() =>
      expect(requests.filter((r) => /\/badge\/[^/]+\/reward$/.test(r.path)).length).toBeGreaterThanOrEqual(4),
    );
    expect(screen.queryByRole('group', { name: 'Timeline' })).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole('group', { name: 'Timeline' })).toBeInTheDocument();
    const paths = requests.map((r) => r.path);
    expect(paths.filter((p) => p.endsWith('/experience'))).toHaveLength(1);
  });

  it('says when the server does not list experiences and still shows the badges', async () => {
    sandbox.server.use(
      http.get('*/sandbox-api/v1/community/:id/experience', () =>
        HttpResponse.json(
          { statusCode: 405, message: 'Method Not Allowed', error: 'Method Not Allowed' },
          { status: 405 },
        ),
      ),
    );
    renderRoute(`/communities/${nouns().id}`);
    expect(
      await screen.findByText('This server does not list experiences, so none are shown.'),
    ).toBeInTheDocument();
    const rows = screen.getByRole('group', { name: 'Timeline' });
    expect(within(rows).getByRole('link', { name: 'Early Supporter' })).toBeInTheDocument();
    expect(within(rows).queryByRole('link', { name: 'Builder Quest Week' })).not.toBeInTheDocument();
  });
});
