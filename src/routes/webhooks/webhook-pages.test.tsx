import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { webhookTable } from '../../sandbox/domain/webhooks';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox, type SeenRequest } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

/** Requests to /webhooks as the sandbox received them, with their parsed bodies. */
const recordWebhookRequests = () => recordRequests(sandbox);

const writes = (seen: SeenRequest[]) =>
  seen.filter((r) => r.method !== 'GET' && r.path.startsWith('/webhooks'));

function seededWebhooks() {
  return webhookTable.rows(sandbox.runtime.store);
}

function firstWebhook() {
  const hook = seededWebhooks()[0];
  if (!hook) throw new Error('the demo seed has no webhook');
  return hook;
}

type User = ReturnType<typeof renderRoute>['user'];

/** Replaces a field's value as a user pasting it would. */
async function fill(user: User, label: RegExp, value: string) {
  const input = await screen.findByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
  return input;
}

describe('webhook list', () => {
  it('opens with what webhooks do and how to add one, before the note on the delivery format', async () => {
    renderRoute('/webhooks');
    const help = await screen.findByRole('region', { name: 'What webhooks do' });
    expect(help).toHaveTextContent(
      /the service sends a request to the URL of every webhook that receives it/,
    );
    expect(help).toHaveTextContent(/To add one, choose New webhook/);
    const note = screen.getByText(/does not document the delivery format/);
    expect(help.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows each webhook with its events and its key masked until revealed, and copies the key', async () => {
    const hook = firstWebhook();
    const view = renderRoute('/webhooks');
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    const row = (await within(table).findByRole('link', { name: hook.callbackUrl })).closest('tr');
    if (!row) throw new Error('no row for the webhook');
    expect(within(row).getByText('account.created')).toBeInTheDocument();
    expect(screen.getByText(/does not document the delivery format/)).toBeInTheDocument();

    // Masked: the key is nowhere on the page, only its last four characters.
    expect(document.body).not.toHaveTextContent(hook.signingKey);
    expect(within(row).getByText(`Hidden, ends in ${hook.signingKey.slice(-4)}`)).toBeInTheDocument();

    const reveal = within(row).getByRole('button', { name: 'Show signing key' });
    await view.user.click(reveal);
    expect(reveal).toHaveAttribute('aria-pressed', 'true');
    expect(within(row).getByText(hook.signingKey)).toBeInTheDocument();

    await view.user.click(within(row).getByRole('button', { name: 'Copy signing key' }));
    expect(await navigator.clipboard.readText()).toBe(hook.signingKey);
    expect(within(row).getByRole('status')).toHaveTextContent('Copied');

    await view.user.click(reveal);
    expect(document.body).not.toHaveTextContent(hook.signingKey);
  });

  it('marks webhooks that share a callback URL', async () => {
    const hook = firstWebhook();
    seededWebhooks().push({
      ...hook,
      id: 'webhook-copy',
      callbackUrl: `${hook.callbackUrl}/`,
      signingKey: 'whsec_copy',
    });
    renderRoute('/webhooks');
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    // The row link is named by what it shows: the URL, then the warning inside it.
    const shown = (name: string) => name.replace(/\s*Same URL as another webhook$/, '');
    await within(table).findByRole('link', { name: (name) => shown(name) === hook.callbackUrl });
    expect(within(table).getAllByText('Same URL as another webhook')).toHaveLength(2);
  });
});

describe('webhook form', () => {
  it('refuses a plain http URL and a badly formed event on their fields, sending nothing', async () => {
    const seen = recordWebhookRequests();
    const view = renderRoute('/webhooks/new');
    const url = await fill(view.user, /^Callback URL/, 'http://hooks.example.org/badges');
    const other = await fill(view.user, /^Other event/, 'Account Created');
    await view.user.click(screen.getByRole('button', { name: 'Create webhook' }));

    expect(
      await screen.findByText(
        'The callback URL must start with https:// (http:// only for localhost or 127.0.0.1, for testing).',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Event names are lowercase words joined by dots, like account.created.'),
    ).toBeInTheDocument();
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(other).toHaveAttribute('aria-invalid', 'true');

    // "Add event" refuses it too, and no event at all is refused.
    await view.user.click(screen.getByRole('button', { name: 'Add event' }));
    expect(screen.queryByRole('checkbox', { name: 'Account Created' })).not.toBeInTheDocument();
    await view.user.clear(other);
    await view.user.click(screen.getByRole('checkbox', { name: 'account.created' }));
    await view.user.click(screen.getByRole('button', { name: 'Create webhook' }));
    expect(await screen.findByText('Choose at least one event.')).toBeInTheDocument();

    expect(writes(seen)).toEqual([]);
  });

  it('creates one webhook however fast the user clicks, then shows its key masked', async () => {
    const seen = recordWebhookRequests();
    const before = seededWebhooks().length;
    const view = renderRoute('/webhooks/new');
    await fill(view.user, /^Callback URL/, 'http://localhost:3000/hooks');
    // A typed name is added with Enter, and checked.
    const other = await fill(view.user, /^Other event/, 'badge.claimed');
    await view.user.type(other, '{Enter}');
    expect(screen.getByRole('checkbox', { name: 'badge.claimed' })).toBeChecked();
    expect(other).toHaveValue('');
    await view.user.dblClick(screen.getByRole('button', { name: 'Create webhook' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Signing key' })).toBeInTheDocument();
    expect(writes(seen)).toHaveLength(1);
    expect(writes(seen)[0]?.body).toEqual({
      events: ['account.created', 'badge.claimed'],
      callbackUrl: 'http://localhost:3000/hooks',
    });
    const created = seededWebhooks().at(-1);
    expect(seededWebhooks()).toHaveLength(before + 1);
    expect(view.router.state.location.pathname).toBe(`/webhooks/${created?.id ?? ''}`);
    expect(document.body).not.toHaveTextContent(created?.signingKey ?? 'no key');
    expect(screen.getByRole('button', { name: 'Show signing key' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps what was typed and puts the server’s message on its field when the server refuses', async () => {
    const seen = recordWebhookRequests();
    sandbox.server.use(
      http.post('*/sandbox-api/v1/webhooks', () =>
        HttpResponse.json(
          {
            statusCode: 400,
            message: ['callbackUrl must be reachable from the service'],
            error: 'Bad Request',
          },
          { status: 400 },
        ),
      ),
    );
    const view = renderRoute('/webhooks/new');
    await fill(view.user, /^Callback URL/, 'https://hooks.example.org/badges');
    await fill(view.user, /^Other event/, 'member.joined');
    await view.user.click(screen.getByRole('button', { name: 'Create webhook' }));

    expect(await screen.findByText('callbackUrl must be reachable from the service')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Callback URL/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Callback URL/)).toHaveValue('https://hooks.example.org/badges');
    expect(screen.getByLabelText(/^Other event/)).toHaveValue('member.joined');
    expect(screen.getByRole('checkbox', { name: 'account.created' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Create webhook' })).toBeEnabled();
    expect(writes(seen)).toHaveLength(1);
  });

  it('warns, without refusing, about a URL another webhook uses and about shared events', async () => {
    const [first, second] = seededWebhooks();
    if (!first || !second) throw new Error('the demo seed has fewer than two webhooks');
    const view = renderRoute('/webhooks/new');
    await fill(view.user, /^Callback URL/, first.callbackUrl);

    expect(await screen.findByText('Another webhook already delivers to this URL')).toBeInTheDocument();
    // account.created (checked by default) is also what the second webhook, on another URL, receives.
    const shared = screen.getByText('Other webhooks receive some of these events').parentElement;
    expect(shared).toHaveTextContent(`${second.callbackUrl} also receives account.created.`);

    await fill(view.user, /^Callback URL/, 'https://fresh.example.org/hook');
    expect(screen.queryByText('Another webhook already delivers to this URL')).not.toBeInTheDocument();

    await fill(view.user, /^Callback URL/, first.callbackUrl);
    await view.user.click(screen.getByRole('button', { name: 'Create webhook' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Signing key' })).toBeInTheDocument();
    expect(seededWebhooks().filter((w) => w.callbackUrl === first.callbackUrl)).toHaveLength(2);
  });

  it('edits the events of a webhook, keeping its key, and sends one request', async () => {
    const seen = recordWebhookRequests();
    const hook = firstWebhook();
    const view = renderRoute(`/webhooks/${hook.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Webhook' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Callback URL/)).toHaveValue(hook.callbackUrl);

    await view.user.click(screen.getByRole('checkbox', { name: 'account.created' }));
    await fill(view.user, /^Other event/, 'badge.claimed');
    await view.user.dblClick(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeInTheDocument();
    expect(writes(seen).map((r) => [r.method, r.path, r.body])).toEqual([
      ['PATCH', `/webhooks/${hook.id}`, { events: ['badge.claimed'], callbackUrl: hook.callbackUrl }],
    ]);
    const stored = seededWebhooks().find((w) => w.id === hook.id);
    expect(stored?.events).toEqual(['badge.claimed']);
    const row = (await screen.findByRole('link', { name: hook.callbackUrl })).closest('tr');
    await waitFor(() => expect(row).toHaveTextContent('badge.claimed'));
  });

  it('says so when the webhook does not exist', async () => {
    renderRoute('/webhooks/no-such-webhook');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no webhook with this ID.')).toBeInTheDocument();
  });
});
