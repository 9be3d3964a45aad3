import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetSharedJobRunner } from '../../features/jobs/use-jobs';
import { arrangeBadge, nounsBuilders } from '../../testing/arrange';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();
const store = () => sandbox.runtime.store;
const { id: nounsId, members, carriers, arrangeTag } = nounsBuilders(sandbox);

afterEach(() => resetSharedJobRunner());

/** A AND NOT B on tags made for the test: the first 9 members, minus the first 4. */
function arrangeAudience() {
  const { tag: a } = arrangeTag('Audience A', 9);
  const { tag: b } = arrangeTag('Audience B', 4);
  const expected = members()
    .filter((m) => m.tagIds.includes(a.id) && !m.tagIds.includes(b.id))
    .map((m) => m.id);
  return { param: encodeURIComponent(`all:${a.id},!${b.id}`), expected };
}

async function finish(title: RegExp) {
  const card = await screen.findByRole('article', { name: title }, { timeout: 10_000 });
  await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Finished'), {
    timeout: 15_000,
  });
  return card;
}

describe('audience actions', () => {
  it('saves the audience as a new tag given to exactly its members', async () => {
    const { param, expected } = arrangeAudience();
    expect(expected).toHaveLength(5);
    const { user } = renderRoute(`/communities/${nounsId()}/audiences?audience=${param}`);
    await screen.findByRole('heading', { name: '5 members match' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Save as tag' }));
    await user.type(await screen.findByRole('textbox', { name: /Tag name/ }), 'Saved audience');
    await user.click(screen.getByRole('button', { name: 'Save 5 members' }));
    await finish(/^Tag 5 members with “Saved audience”$/);
    const saved = store().data.tags.find((t) => t.name === 'Saved audience');
    expect(saved).toBeDefined();
    expect(
      carriers(saved?.id ?? '')
        .map((m) => m.id)
        .sort(),
    ).toEqual([...expected].sort());
  });

  it('offers only badges that can be awarded (live ones) in the award picker', async () => {
    const { param } = arrangeAudience();
    const badgeTitled = (title: string, status: string) => {
      const badge = arrangeBadge(sandbox, nounsId(), { title });
      const stored = store().data.badges.find((b) => b.id === badge.id);
      if (stored) Object.assign(stored, { status });
      return badge;
    };
    badgeTitled('Picker Draft', 'draft');
    badgeTitled('Picker Under Review', 'under_review');
    badgeTitled('Picker Rejected', 'rejected');
    const live = badgeTitled('Picker Live', 'live');
    renderRoute(`/communities/${nounsId()}/audiences?audience=${param}`);

    const picker = await screen.findByRole(
      'combobox',
      { name: /^Award a badge to these/ },
      { timeout: 10_000 },
    );
    const options = within(picker).getAllByRole('option');
    const statuses = new Map(store().data.badges.map((b) => [b.id, b.status]));
    expect(options.map((o) => (o as HTMLOptionElement).value)).toContain(live.id);
    for (const option of options) {
      expect(statuses.get((option as HTMLOptionElement).value), option.textContent).toBe('live');
      expect(option.textContent).not.toMatch(/[(_]/);
    }
  });

  it('reaches the dry run from the audience page in StrictMode, as under the dev server', async () => {
    const { param } = arrangeAudience();
    const badge = arrangeBadge(sandbox, nounsId(), {});
    const stored = store().data.badges.find((b) => b.id === badge.id);
    if (stored) stored.status = 'live';
    // The audience page reads the members first, so the award page has its list on its first render.
    const { user } = renderRoute(`/communities/${nounsId()}/audiences?audience=${param}`, undefined, {
      strict: true,
    });
    await user.selectOptions(
      await screen.findByLabelText(/^Award a badge to these 5/, {}, { timeout: 10_000 }),
      badge.id,
    );
    await user.click(screen.getByRole('link', { name: 'Review the award' }));
    expect(await screen.findByRole('heading', { name: 'Dry run' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Award 5 wallets' })).toBeInTheDocument();
  });

  it('awards a badge to the audience through the bulk award’s dry run and job', async () => {
    const { param, expected } = arrangeAudience();
    const badge = arrangeBadge(sandbox, nounsId(), {});
    const stored = store().data.badges.find((b) => b.id === badge.id);
    if (stored) stored.status = 'live';
    const { user } = renderRoute(
      `/communities/${nounsId()}/badges/${badge.id}/attributions/award-many?audience=${param}`,
    );
    expect(
      await screen.findByText(
        /The list is the audience of members who have Audience A and do not have Audience B \(5\)/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Award 5 wallets' }, { timeout: 10_000 }));
    await finish(/to 5 wallets$/);
    const wallets = members()
      .filter((m) => expected.includes(m.id))
      .map((m) => m.wallet.toLowerCase())
      .sort();
    const awarded = store()
      .data.attributions.filter((a) => a.badgeId === badge.id)
      .map((a) => (a.wallet ?? '').toLowerCase())
      .sort();
    expect(awarded).toEqual(wallets);
  });
});
