import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { arrangeBadge } from '../../testing/arrange';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

afterEach(() => vi.unstubAllGlobals());

function nounsId(): string {
  const community = sandbox.runtime.store.data.communities.find((c) => c.shortName === 'nouns-builders');
  return community!.id;
}

const approvedBadge = () => arrangeBadge(sandbox, nounsId());

type User = ReturnType<typeof renderRoute>['user'];

/** Replaces a field's value as a user pasting it would (typing long values key by key is slow in jsdom). */
async function fill(user: User, label: RegExp, value: string) {
  const input = await screen.findByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
  return input;
}

async function fillValidBadge(user: User) {
  await fill(user, /^Title/, 'Founding Reviewer 2031');
  await fill(user, /^Description/, 'Joined before the first proposal.');
  await fill(user, /^Image URL/, 'https://img.sandbox.badge-console.test/badges/early.svg');
  await fill(user, /^Claims end/, '2031-06-30T18:00');
  await fill(user, /^Maximum claims/, '500');
  await fill(user, /^Name/, 'Nouns Builders Guild');
  await fill(user, /^URL/, 'https://nounsbuilders.example');
}

describe('badge form', () => {
  it('refuses a past date, a javascript: URL and zero max claims on their fields, sending nothing', async () => {
    const requests = recordRequests(sandbox);
    const view = renderRoute(`/communities/${nounsId()}/badges/new`);
    await fillValidBadge(view.user);
    const image = await fill(view.user, /^Image URL/, 'javascript:alert(1)');
    await fill(view.user, /^Claims end/, '2020-01-01T10:00');
    await fill(view.user, /^Maximum claims/, '0');
    await view.user.click(screen.getByRole('button', { name: 'Create badge' }));

    expect(await screen.findByText('The image URL must start with https:// or ipfs://.')).toBeInTheDocument();
    expect(screen.getByText('The claim end date must be in the future.')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number of 1 or more.')).toBeInTheDocument();
    expect(image).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('creates one approved badge however fast the user clicks', async () => {
    const requests = recordRequests(sandbox);
    const view = renderRoute(`/communities/${nounsId()}/badges/new`);
    await fillValidBadge(view.user);
    await view.user.dblClick(screen.getByRole('button', { name: 'Create badge' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Founding Reviewer 2031' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Approved').length).toBeGreaterThan(0);
    expect(requests.filter((r) => r.method === 'POST' && r.url.endsWith('/badge'))).toHaveLength(1);
    expect(
      sandbox.runtime.store.data.badges.filter((b) => b.title === 'Founding Reviewer 2031'),
    ).toHaveLength(1);
  });

  it('puts a server validation error on its field and keeps what was typed', async () => {
    sandbox.server.use(
      http.post('*/sandbox-api/v1/community/:id/badge', () =>
        HttpResponse.json(
          { statusCode: 400, message: ['title must be unique in this community'], error: 'Bad Request' },
          { status: 400 },
        ),
      ),
    );
    const view = renderRoute(`/communities/${nounsId()}/badges/new`);
    await fillValidBadge(view.user);
    await view.user.click(screen.getByRole('button', { name: 'Create badge' }));
    expect(await screen.findByText('title must be unique in this community')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Founding Reviewer 2031');
  });

  it('sends no contract when editing', async () => {
    const requests = recordRequests(sandbox);
    const badge = approvedBadge();
    const view = renderRoute(`/communities/${nounsId()}/badges/${badge.id}/edit`);
    await fill(view.user, /^Title/, 'Renamed badge');
    await fill(view.user, /^Claims end/, '2031-01-01T12:00');
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Renamed badge' })).toBeInTheDocument();
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch?.body).toMatchObject({ title: 'Renamed badge' });
    expect(patch?.body).not.toHaveProperty('contract');
  });
});

describe('publish to live', () => {
  it('shows the go-live checks, publishes, and the badge is live without a reload', async () => {
    // jsdom loads no images: let the CDN image check see a loaded image.
    vi.stubGlobal(
      'Image',
      class {
        naturalWidth = 128;
        onload: (() => void) | null = null;
        set src(_value: string) {
          setTimeout(() => this.onload?.());
        }
      },
    );
    const badge = approvedBadge();
    const view = renderRoute(`/communities/${nounsId()}/badges/${badge.id}`);
    await view.user.click(await screen.findByRole('button', { name: /publish/i }));
    const dialog = await screen.findByRole('dialog');
    const checks = within(dialog).getByRole('list', { name: 'Go-live checks' });
    expect(within(checks).getByText('The image loads through the CDN')).toBeInTheDocument();
    expect(within(checks).getByText('The claim end date is in the future')).toBeInTheDocument();
    expect(within(checks).getByText('Maximum claims is set')).toBeInTheDocument();
    await waitFor(() => expect(checks).toHaveAttribute('aria-busy', 'false'));

    expect(within(dialog).queryByRole('checkbox', { name: /publish anyway/i })).not.toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Publish badge' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/Public and claimable/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /publish/i })).not.toBeInTheDocument();
    expect(sandbox.runtime.store.data.badges.find((b) => b.id === badge.id)?.status).toBe('live');
  });
});

describe('delete badge', () => {
  it('asks for the title before deleting and names what it touches', async () => {
    const badge = approvedBadge();
    const view = renderRoute(`/communities/${nounsId()}/badges/${badge.id}`);
    await view.user.click(await screen.findByRole('button', { name: 'More actions' }));
    await view.user.click(await screen.findByRole('menuitem', { name: /delete badge/i }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/attributions/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Delete badge' });
    expect(confirm).toBeDisabled();
    await view.user.click(within(dialog).getByRole('textbox'));
    await view.user.paste(badge.title);
    await view.user.click(confirm);
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/communities/${nounsId()}/badges`));
    expect(sandbox.runtime.store.data.badges.some((b) => b.id === badge.id)).toBe(false);
  });
});
