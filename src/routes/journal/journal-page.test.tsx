import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_API_KEY, SANDBOX_BEARER_TOKEN, sandboxBaseUrl } from '../../config/sandbox';
import { journalDatabase, journalKey } from '../../features/journal/journal-storage';
import { createTag } from '../../sandbox/domain/tags';
import { webhookTable } from '../../sandbox/domain/webhooks';
import { nounsBuilders } from '../../testing/arrange';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();
const { id: nounsId } = nounsBuilders(sandbox);

beforeEach(() => {
  journalDatabase().clear?.();
  localStorage.clear();
});

type View = ReturnType<typeof renderRoute>;

async function paste(view: View, label: RegExp, value: string) {
  const field = await screen.findByLabelText(label);
  await view.user.clear(field);
  await view.user.click(field);
  await view.user.paste(value);
}

/** Edits a webhook's events (accepted), then creates a tag whose name was taken meanwhile (refused). */
async function makeTwoWrites(view: View, hookId: string) {
  await view.router.navigate(`/webhooks/${hookId}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Webhook' })).toBeInTheDocument();
  await view.user.click(screen.getByRole('checkbox', { name: 'account.created' }));
  await paste(view, /^Other event/, 'badge.claimed');
  await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeInTheDocument();

  await view.router.navigate(`/communities/${nounsId()}/tags/new`);
  await screen.findByLabelText(/^Name/);
  createTag(sandbox.runtime.store, { communityId: nounsId(), body: { name: 'Night owls' } });
  await paste(view, /^Name/, 'Night owls');
  await view.user.click(screen.getByRole('button', { name: 'Create tag' }));
  expect(await screen.findByText(/A tag named "Night owls" already exists/)).toBeInTheDocument();
}

describe('journal', { timeout: 90_000 }, () => {
  it('lists the writes made in the pages with their outcomes, the service’s message and the changes', async () => {
    const hook = webhookTable.rows(sandbox.runtime.store)[0]!;
    const view = renderRoute('/jobs');
    await makeTwoWrites(view, hook.id);

    // The tag form keeps what was typed (leaving it would ask first): the journal opens in a new visit.
    view.unmount();
    const journal = renderRoute('/journal');
    const list = await screen.findByRole('list', { name: 'Changes' });
    const entries = await within(list).findAllByRole('listitem');
    expect(entries).toHaveLength(2);
    const [refused, saved] = entries as [HTMLElement, HTMLElement];

    expect(within(refused).getByRole('heading')).toHaveTextContent('Create tag: Night owls');
    expect(refused).toHaveTextContent('Failed (409)');
    expect(refused).toHaveTextContent(/A tag named "Night owls" already exists/);
    // The path it was sent to, with the community's id, not the operation's template.
    expect(refused).toHaveTextContent(/POST \/community\/[\w-]+\/tag\b/);
    expect(refused).not.toHaveTextContent('{id}');

    expect(within(saved).getByRole('link', { name: hook.callbackUrl })).toHaveAttribute(
      'href',
      `/webhooks/${hook.id}`,
    );
    expect(saved).toHaveTextContent('Succeeded');
    expect(saved).toHaveTextContent('Sandbox');
    const change = within(saved).getByRole('definition');
    expect(within(saved).getByRole('term')).toHaveTextContent('events');
    expect(change).toHaveTextContent(/\["account\.created"\].*changed to.*\["badge\.claimed"\]/);

    // Filters go into the URL and narrow the list.
    await journal.user.selectOptions(screen.getByLabelText('Outcome'), 'failed');
    await waitFor(() => expect(journal.router.state.location.search).toBe('?outcome=failed'));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByRole('listitem')).toHaveTextContent('Create tag');
    await journal.user.selectOptions(screen.getByLabelText('Resource'), 'webhook');
    expect(await screen.findByText('No change matches these filters')).toBeInTheDocument();
  });

  it('keeps no API key, bearer token or signing key in what it stores after a visit that used all three', async () => {
    const hook = webhookTable.rows(sandbox.runtime.store)[0]!;
    const view = renderRoute('/account/avatars');
    await screen.findByRole('heading', { level: 1, name: /avatars/i });
    await makeTwoWrites(view, hook.id);
    // The webhook's key was shown on its page, and the avatars read sent the bearer token.
    const key = journalKey(sandboxBaseUrl());
    await waitFor(async () => expect(await journalDatabase().records.get(key)).toHaveLength(2));

    const stored = JSON.stringify(await journalDatabase().records.get(key));
    const local = JSON.stringify(
      Array.from({ length: localStorage.length }, (_, i) => localStorage.getItem(localStorage.key(i) ?? '')),
    );
    for (const secret of [SANDBOX_API_KEY, SANDBOX_BEARER_TOKEN, hook.signingKey]) {
      expect(stored).not.toContain(secret);
      expect(local).not.toContain(secret);
    }
    expect(stored).toContain('Night owls');
  });

  it('clears the journal after confirmation', async () => {
    const hook = webhookTable.rows(sandbox.runtime.store)[0]!;
    const view = renderRoute('/jobs');
    await makeTwoWrites(view, hook.id);
    view.unmount();
    const journal = renderRoute('/journal');
    await screen.findByRole('list', { name: 'Changes' });
    await journal.user.click(screen.getByRole('button', { name: 'Clear journal' }));
    const dialog = await screen.findByRole('dialog');
    await journal.user.click(within(dialog).getByRole('button', { name: 'Clear journal' }));
    expect(await screen.findByText('No changes yet')).toBeInTheDocument();
    expect(await journalDatabase().records.get(journalKey(sandboxBaseUrl()))).toBeUndefined();
  });

  it('keeps the community switcher and menu of the community chosen before', async () => {
    const view = renderRoute(`/communities/${nounsId()}/tags`);
    await screen.findByRole('heading', { level: 1, name: 'Tags' });
    await view.router.navigate('/journal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Journal' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Community' })).toHaveValue(nounsId()));
    const menu = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(menu.getByRole('link', { name: 'Members' })).toHaveAttribute(
      'href',
      `/communities/${nounsId()}/members`,
    );
    expect(menu.getByRole('link', { name: 'Journal' })).toHaveAttribute('aria-current', 'page');
  });
});
