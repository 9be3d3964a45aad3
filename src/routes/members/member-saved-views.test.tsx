import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTag, deleteTag } from '../../sandbox/domain/tags';
import { setupPaletteTests } from '../../testing/palette-setup';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

setupPaletteTests();

/** A community and one of its tags that has members. */
function taggedCommunity() {
  const { members, tags } = sandbox.runtime.store.data;
  const tag = tags.find((t) =>
    members.some((m) => m.communityId === t.communityId && m.tagIds.includes(t.id)),
  )!;
  return { communityId: tag.communityId, tag };
}

async function openViewsMenu(view: ReturnType<typeof renderRoute>) {
  await view.user.click(await screen.findByRole('button', { name: /^View/ }));
  return screen.findByRole('menu');
}

async function saveView(view: ReturnType<typeof renderRoute>, name: string) {
  await view.user.click(within(await openViewsMenu(view)).getByRole('menuitem', { name: 'Save this view…' }));
  const dialog = await screen.findByRole('dialog', { name: /Save this view/ });
  const field = within(dialog).getByRole('textbox', { name: /View name/ });
  await view.user.clear(field);
  await view.user.type(field, name);
  await view.user.click(within(dialog).getByRole('button', { name: 'Save view' }));
  return dialog;
}

describe('saved views on the members list', { timeout: 60_000 }, () => {
  it('saves the filtered list as a view, checked while the URL holds it, and reopens it by its URL', async () => {
    const { communityId, tag } = taggedCommunity();
    const url = `/communities/${communityId}/members?perPage=50&tag=${tag.id}&sort=-joined`;
    const view = renderRoute(`${url}&page=2`);
    await screen.findByRole('table', { name: 'Members' });

    // Empty and taken names are refused in the dialog.
    await view.user.click(
      within(await openViewsMenu(view)).getByRole('menuitem', { name: 'Save this view…' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /Save this view/ });
    await view.user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    expect(within(dialog).getByRole('textbox', { name: /View name/ })).toHaveAccessibleDescription(
      'Enter a name for the view.',
    );
    await view.user.type(within(dialog).getByRole('textbox', { name: /View name/ }), 'Tagged, newest');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Saved without the page number, and named on the menu's button while the URL holds it.
    expect(await screen.findByRole('button', { name: 'View: Tagged, newest' })).toBeInTheDocument();
    const key = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '').find((k) =>
      k.startsWith('badge-console:saved-views|'),
    );
    const stored: unknown = JSON.parse(localStorage.getItem(key ?? '') ?? 'null');
    expect(stored).toMatchObject([
      { path: `/communities/${communityId}/members`, search: `perPage=50&tag=${tag.id}&sort=-joined` },
    ]);

    const again = await saveView(view, 'tagged, NEWEST');
    expect(within(again).getByRole('textbox', { name: /View name/ })).toHaveAccessibleDescription(
      'This page already has a view named “tagged, NEWEST”.',
    );
    await view.user.click(within(again).getByRole('button', { name: 'Cancel' }));

    // "Copy link" copies the list's own URL with the view's params.
    await view.user.click(within(await openViewsMenu(view)).getByRole('menuitem', { name: 'Copy link' }));
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}${url}`),
    );

    // Another list state: the view is not current; opening it from the menu, by keyboard, brings
    // its URL back.
    await view.router.navigate(`/communities/${communityId}/members`);
    const trigger = await screen.findByRole('button', { name: 'Views' });
    trigger.focus();
    await view.user.keyboard('{Enter}');
    const item = within(await screen.findByRole('menu')).getByRole('menuitemradio', {
      name: 'Tagged, newest',
    });
    expect(item).toHaveAttribute('aria-checked', 'false');
    for (let presses = 0; document.activeElement !== item && presses < 10; presses++)
      await view.user.keyboard('{ArrowDown}');
    await view.user.keyboard('{Enter}');
    await waitFor(() =>
      expect(view.router.state.location.search).toBe(`?perPage=50&tag=${tag.id}&sort=-joined`),
    );
    view.unmount();

    // Its URL, opened afresh (a link pasted to someone), is the same list with its view checked.
    const pasted = renderRoute(url);
    expect(await screen.findByRole('combobox', { name: 'Tag' })).toHaveValue(tag.id);
    expect(await screen.findByRole('button', { name: 'View: Tagged, newest' })).toBeInTheDocument();
    const reopened = await openViewsMenu(pasted);
    expect(within(reopened).getByRole('menuitemradio', { name: 'Tagged, newest' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('renames, duplicates and deletes the current view', async () => {
    const { communityId } = taggedCommunity();
    const view = renderRoute(`/communities/${communityId}/members?perPage=10`);
    await screen.findByRole('table', { name: 'Members' });
    await saveView(view, 'Short pages');
    await screen.findByRole('button', { name: 'View: Short pages' });

    await view.user.click(
      within(await openViewsMenu(view)).getByRole('menuitem', { name: 'Rename “Short pages”…' }),
    );
    const rename = await screen.findByRole('dialog', { name: 'Rename view' });
    const field = within(rename).getByRole('textbox', { name: /View name/ });
    expect(field).toHaveValue('Short pages');
    await view.user.clear(field);
    await view.user.type(field, 'Ten a page');
    await view.user.click(within(rename).getByRole('button', { name: 'Rename view' }));
    expect(await screen.findByRole('button', { name: 'View: Ten a page' })).toBeInTheDocument();

    await view.user.click(
      within(await openViewsMenu(view)).getByRole('menuitem', { name: 'Duplicate “Ten a page”' }),
    );
    const menu = await openViewsMenu(view);
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((i) => i.textContent),
    ).toEqual(['Ten a page (copy)', 'Ten a page', 'Newest members first']);
    await view.user.keyboard('{Escape}');

    await view.user.click(
      within(await openViewsMenu(view)).getByRole('menuitem', { name: 'Delete “Ten a page (copy)”…' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete view “Ten a page (copy)”?' });
    await view.user.click(within(confirm).getByRole('button', { name: 'Delete view' }));
    const after = await openViewsMenu(view);
    expect(
      within(after)
        .getAllByRole('menuitemradio')
        .map((i) => i.textContent),
    ).toEqual(['Ten a page', 'Newest members first']);
  });

  it('opens a view whose tag was deleted with every member, and says the tag filter was dropped', async () => {
    const { communityId, tag } = taggedCommunity();
    const { store } = sandbox.runtime;
    deleteTag(store, { communityId, tagId: tag.id });
    store.markChanged();
    const view = renderRoute(`/communities/${communityId}/members?tag=${tag.id}&sort=-joined`);
    const notice = await screen.findByText(/A filter no longer applies and was dropped/);
    expect(notice).toHaveTextContent(`the tag ${tag.id} no longer exists in this community`);
    await waitFor(() => expect(view.router.state.location.search).toBe('?sort=-joined'));
    expect(screen.getByRole('combobox', { name: 'Tag' })).toHaveValue('');
    const table = await screen.findByRole('table', { name: 'Members' });
    await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0));
  });

  it('keeps a tag made since the tag list was read: the list is read again, not the filter dropped', async () => {
    const { communityId } = taggedCommunity();
    const view = renderRoute(`/communities/${communityId}/members`);
    const select = await screen.findByRole('combobox', { name: 'Tag' });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    const { store } = sandbox.runtime;
    const made = createTag(store, { communityId, body: { name: 'Made in another tab' } });
    store.markChanged();

    await view.router.navigate(`/communities/${communityId}/members?tag=${made.id}`);
    expect(await within(select).findByRole('option', { name: 'Made in another tab' })).toBeInTheDocument();
    expect(select).toHaveValue(made.id);
    expect(view.router.state.location.search).toBe(`?tag=${made.id}`);
    expect(screen.queryByText(/no longer appl/)).not.toBeInTheDocument();
  });

  it('lists the saved views in the command palette, and opens one from there', async () => {
    const { communityId, tag } = taggedCommunity();
    const view = renderRoute(`/communities/${communityId}/members?tag=${tag.id}`);
    await screen.findByRole('table', { name: 'Members' });
    await saveView(view, 'Tagged only');
    await screen.findByRole('button', { name: 'View: Tagged only' });
    await view.router.navigate(`/communities/${communityId}`);

    await view.user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog', { name: 'Command palette' });
    await view.user.type(within(palette).getByRole('combobox'), 'tagged only');
    const option = await within(palette).findByRole('option', { name: /View: Tagged only/ });
    expect(option).toHaveTextContent('Members');
    await view.user.click(option);
    await waitFor(() =>
      expect(`${view.router.state.location.pathname}${view.router.state.location.search}`).toBe(
        `/communities/${communityId}/members?tag=${tag.id}`,
      ),
    );
  });
});
