import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createBadge } from '../../sandbox/domain/badges';
import { createTag } from '../../sandbox/domain/tags';
import { DAY, IMG, REFERENCE_DATE } from '../../sandbox/seed/gen';
import { nounsBuilders } from '../../testing/arrange';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox, type SeenRequest } from '../../testing/use-sandbox';

const sandbox = setupSandbox();
const store = () => sandbox.runtime.store;
const { id: nounsId, members: communityMembers, carriers, arrangeTag } = nounsBuilders(sandbox);

const sent = (requests: SeenRequest[], method: string, path: RegExp) =>
  requests.filter((r) => r.method === method && path.test(r.path));

type User = ReturnType<typeof renderRoute>['user'];

async function paste(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

describe('tag list', () => {
  it('shows each tag with its member count, read from a one-item page of each tag’s members', async () => {
    const requests = recordRequests(sandbox);
    const { tag } = arrangeTag('Night owls', 7);
    renderRoute(`/communities/${nounsId()}/tags`);
    const table = await screen.findByRole('table', { name: 'Tags' });
    const row = (await within(table).findByRole('link', { name: 'Night owls' })).closest('tr')!;
    expect(await within(row).findByText('7')).toBeInTheDocument();

    const tags = store().data.tags.filter((t) => t.communityId === nounsId());
    await waitFor(() => {
      const countReads = sent(requests, 'GET', /\/tag\/[^/]+\/member$/).filter(
        (r) => r.url.includes('perPage=1&') || r.url.endsWith('perPage=1'),
      );
      expect(new Set(countReads.map((r) => r.path)).size).toBe(tags.length);
    });
    expect(carriers(tag.id)).toHaveLength(7);
  });

  it('is reached from the overview’s Tags card', async () => {
    const view = renderRoute(`/communities/${nounsId()}`);
    await view.user.click(await screen.findByRole('link', { name: 'View tags' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tags' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe(`/communities/${nounsId()}/tags`);
  });
});

describe('new tag', () => {
  async function openForm() {
    const requests = recordRequests(sandbox);
    const view = renderRoute(`/communities/${nounsId()}/tags/new`);
    const name = await screen.findByLabelText(/^Name/);
    // The existing names have arrived (the duplicate check uses them).
    await waitFor(() => expect(sent(requests, 'GET', /\/tag$/).length).toBeGreaterThan(0));
    return { view, name, requests };
  }

  it('refuses an empty name and an existing one (any case) on the field, sending nothing', async () => {
    const { view, name, requests } = await openForm();
    await view.user.click(screen.getByRole('button', { name: 'Create tag' }));
    expect(await screen.findByText('Enter a name for the tag.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await paste(view.user, name, '  early SUPPORTERS ');
    await view.user.click(screen.getByRole('button', { name: 'Create tag' }));
    expect(await screen.findByText('A tag named “Early supporters” already exists.')).toBeInTheDocument();
    expect(sent(requests, 'POST', /\/tag$/)).toEqual([]);
  });

  it('shows the service’s refusal on the field when the name was taken meanwhile', async () => {
    const { view, name, requests } = await openForm();
    createTag(store(), { communityId: nounsId(), body: { name: 'Night owls' } }); // after the names were read
    await paste(view.user, name, 'night owls');
    await view.user.click(screen.getByRole('button', { name: 'Create tag' }));
    expect(await screen.findByText(/A tag named "Night owls" already exists/)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveValue('night owls');
    expect(sent(requests, 'POST', /\/tag$/)).toHaveLength(1);
  });

  it('creates the tag and opens its page', async () => {
    const { view, name } = await openForm();
    await paste(view.user, name, 'Night owls');
    await view.user.click(screen.getByRole('button', { name: 'Create tag' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Night owls' })).toBeInTheDocument();
    const created = store().data.tags.find((t) => t.name === 'Night owls')!;
    expect(view.router.state.location.pathname).toBe(`/communities/${nounsId()}/tags/${created.id}`);
    expect(await screen.findByRole('heading', { name: 'No member carries this tag' })).toBeInTheDocument();
  });
});

describe('a tag’s page', () => {
  it('lists its members a page at a time, with the page in the URL', async () => {
    const { tag } = arrangeTag('Night owls', 30);
    const view = renderRoute(`/communities/${nounsId()}/tags/${tag.id}`);
    expect(await screen.findByText(/^30 members carry this tag/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Members tagged Night owls' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(26));
    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
  });

  it('adds pasted members: unreadable entries are refused before sending, unknown ones by the service', async () => {
    const { tag } = arrangeTag('Night owls', 0);
    const [a, b] = communityMembers();
    const requests = recordRequests(sandbox);
    const view = renderRoute(`/communities/${nounsId()}/tags/${tag.id}`);
    // The header's button (the empty list offers the same).
    await view.user.click((await screen.findAllByRole('button', { name: 'Add members' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('Wallets or member IDs');

    await paste(view.user, field, `${a!.wallet}\n0x1234\nbob`);
    await view.user.click(within(dialog).getByRole('button', { name: 'Add 1 member' }));
    expect(await within(dialog).findByText(/Entry 2 \(“0x1234”\)/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Entry 3 \(“bob”\)/)).toBeInTheDocument();
    expect(sent(requests, 'POST', /\/member$/)).toEqual([]);

    const stranger = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
    await paste(view.user, field, `${a!.wallet.toUpperCase().replace('0X', '0x')} ${b!.id} ${stranger}`);
    await view.user.click(within(dialog).getByRole('button', { name: 'Add 3 members' }));
    expect(
      await within(dialog).findByText(/The service refused: members contains unknown members/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/0 of 3 were tagged/)).toBeInTheDocument();

    await paste(view.user, field, `${a!.wallet.toUpperCase().replace('0X', '0x')}, ${b!.id}`);
    await view.user.click(within(dialog).getByRole('button', { name: 'Add 2 members' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      carriers(tag.id)
        .map((m) => m.id)
        .sort(),
    ).toEqual([a!.id, b!.id].sort());
    const posts = sent(requests, 'POST', /\/member$/);
    expect(posts.at(-1)?.body).toEqual({ members: [expect.stringMatching(/^0x[0-9a-fA-F]{40}$/), b!.id] });
    expect(await screen.findByText(/^2 members carry this tag/)).toBeInTheDocument();
  });

  it('removes the tag from one member after a confirmation', async () => {
    const { tag, members } = arrangeTag('Night owls', 2);
    const requests = recordRequests(sandbox);
    const view = renderRoute(`/communities/${nounsId()}/tags/${tag.id}`);
    const table = await screen.findByRole('table', { name: 'Members tagged Night owls' });
    const removeButtons = await within(table).findAllByRole('button', { name: /^Remove the tag from / });
    await view.user.click(removeButtons[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/only the tag is taken off/)).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Remove tag' }));
    await waitFor(() => expect(carriers(tag.id)).toHaveLength(1));
    expect(sent(requests, 'DELETE', /\/tag\/[^/]+\/member\/[^/]+$/)).toHaveLength(1);
    expect(await screen.findByText(/^1 member carries this tag/)).toBeInTheDocument();
    expect(members).toHaveLength(2);
  });

  it('deletes the tag after a typed confirmation naming its members and the badges it gates', async () => {
    const { tag } = arrangeTag('Night owls', 3);
    createBadge(store(), {
      communityId: nounsId(),
      body: {
        title: 'Owl of the Month',
        description: 'For the night owls.',
        type: 'achievement',
        image: `${IMG}/${nounsId()}/owl.png?format=auto&size=600`,
        claimEndDate: new Date(Date.parse(REFERENCE_DATE) + 30 * DAY).toISOString(),
        maxClaims: 10,
        tags: [{ id: tag.id, name: tag.name }],
        author: { name: 'Test', uri: 'https://example.com' },
      },
    });
    const badgeCount = store().data.badges.filter((b) => b.communityId === nounsId()).length;
    const requests = recordRequests(sandbox);
    const view = renderRoute(`/communities/${nounsId()}/tags/${tag.id}`);
    await screen.findByText(/^3 members carry this tag/);
    await view.user.click(await screen.findByRole('button', { name: 'More actions' }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Delete tag…' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/3 members carry it and will lose it/)).toBeInTheDocument();
    expect(
      await within(dialog).findByText(
        `One badge uses this tag to decide who may claim (all ${badgeCount} badges of the community checked):`,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Owl of the Month');
    expect(sent(requests, 'GET', /\/badge$/).every((r) => r.url.includes('perPage=1000'))).toBe(true);

    const confirm = within(dialog).getByRole('button', { name: 'Delete tag' });
    expect(confirm).toBeDisabled();
    await paste(view.user, within(dialog).getByRole('textbox'), 'Night owls');
    await view.user.click(confirm);
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/communities/${nounsId()}/tags`));
    expect(store().data.tags.find((t) => t.id === tag.id)).toBeUndefined();
    expect(sent(requests, 'DELETE', /\/tag\/[^/]+$/)).toHaveLength(1);
  });
});
