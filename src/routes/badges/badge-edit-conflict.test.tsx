import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { writeAsAnotherClient } from '../../testing/another-client';
import { arrangeBadge, nounsBuilders } from '../../testing/arrange';
import { renderRoute } from '../../testing/render-route';
import { fill } from '../../testing/rewards';
import { recordRequests, setupSandbox, type SeenRequest } from '../../testing/use-sandbox';

const sandbox = setupSandbox();
const community = nounsBuilders(sandbox);

const writes = (seen: SeenRequest[]) => seen.filter((r) => r.method !== 'GET');
const stored = (badgeId: string) => sandbox.runtime.store.data.badges.find((b) => b.id === badgeId);

/** The edit form of a badge made for the test, open and filled in from the stored badge. */
async function openEditForm() {
  const badge = arrangeBadge(sandbox, community.id());
  const view = renderRoute(`/communities/${community.id()}/badges/${badge.id}/edit`);
  expect(await screen.findByLabelText(/^Title/)).toHaveValue(badge.title);
  return { badge, view, badgePath: `/community/${community.id()}/badge/${badge.id}` };
}

describe('editing a badge someone else changed meanwhile', () => {
  it('shows the other change before sending anything, and keeping theirs saves both changes', async () => {
    const { badge, view, badgePath } = await openEditForm();
    await writeAsAnotherClient('PATCH', badgePath, { title: 'Renamed by a colleague' });
    const requests = recordRequests(sandbox);

    await fill(view.user, /^Description/, 'Described in this form.');
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Changed since you opened it' });
    const title = within(dialog).getByRole('group', { name: 'Title' });
    expect(title).toHaveTextContent('Changed elsewhere to:Renamed by a colleague');
    expect(title).toHaveTextContent(`Yours:${badge.title}`);
    // Left alone in the form, so preset to the colleague's value.
    expect(within(title).getByRole('radio', { name: 'Keep theirs' })).toBeChecked();
    expect(within(dialog).queryByRole('group', { name: 'Description' })).not.toBeInTheDocument();
    expect(requests.map((r) => [r.method, r.path])).toEqual([['GET', badgePath]]);

    await view.user.click(within(dialog).getByRole('button', { name: 'Save with these choices' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Renamed by a colleague' }),
    ).toBeInTheDocument();
    expect(stored(badge.id)).toMatchObject({
      title: 'Renamed by a colleague',
      description: 'Described in this form.',
    });
    // Read again once more before the one write.
    expect(writes(requests).map((r) => [r.method, r.path])).toEqual([['PATCH', badgePath]]);
    expect(requests.filter((r) => r.method === 'GET' && r.path === badgePath).length).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('names the gating tags a colleague set, and keeps them when the admin keeps theirs', async () => {
    const { badge, view, badgePath } = await openEditForm();
    const { tag } = community.arrangeTag('Night owls', 0);
    await writeAsAnotherClient('PATCH', badgePath, { tags: [{ id: tag.id, name: tag.name }] });

    await fill(view.user, /^Description/, 'Described in this form.');
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changed since you opened it' });
    const tags = within(dialog).getByRole('group', { name: 'Gating tags' });
    expect(tags).toHaveTextContent('Changed elsewhere to:Night owls');
    expect(tags).toHaveTextContent('Yours:(empty)');

    await view.user.click(within(dialog).getByRole('button', { name: 'Save with these choices' }));
    expect(await screen.findByText('Described in this form.')).toBeInTheDocument();
    expect(stored(badge.id)?.tags.map((t) => t.id)).toEqual([tag.id]);
  });

  it('says the badge was deleted meanwhile and sends nothing', async () => {
    const { view, badgePath } = await openEditForm();
    await writeAsAnotherClient('DELETE', badgePath);
    const requests = recordRequests(sandbox);

    await fill(view.user, /^Description/, 'Described in this form.');
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This badge was deleted since this form opened, so nothing was saved.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Described in this form.');
    expect(writes(requests)).toEqual([]);
  });

  it('does not save blind when the badge cannot be read again, and keeps what was typed', async () => {
    const { view, badgePath } = await openEditForm();
    sandbox.server.use(http.get(`*/sandbox-api/v1${badgePath}`, () => HttpResponse.error()));
    const requests = recordRequests(sandbox);

    await fill(view.user, /^Description/, 'Described in this form.');
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^This badge could not be read again to check for changes made elsewhere, so nothing was saved/,
    );
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Described in this form.');
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(writes(requests)).toEqual([]);
  });
});
