import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { webhookTable } from '../../sandbox/domain/webhooks';
import { writeAsAnotherClient } from '../../testing/another-client';
import { renderRoute } from '../../testing/render-route';
import { fill } from '../../testing/rewards';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

function firstWebhook() {
  const hook = webhookTable.rows(sandbox.runtime.store)[0];
  if (!hook) throw new Error('the demo seed has no webhook');
  return hook;
}

describe('editing a webhook someone else changed meanwhile', () => {
  it('shows their URL beside the one typed, and keeping mine saves the typed URL over theirs', async () => {
    const hook = firstWebhook();
    const view = renderRoute(`/webhooks/${hook.id}`);
    const url = await screen.findByLabelText(/^Callback URL/);
    expect(url).toHaveValue(hook.callbackUrl);
    await writeAsAnotherClient('PATCH', `/webhooks/${hook.id}`, {
      events: hook.events,
      callbackUrl: 'https://colleague.example.org/hook',
    });
    const requests = recordRequests(sandbox);

    await fill(view.user, /^Callback URL/, 'https://mine.example.org/hook');
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));

    const dialog = await screen.findByRole('dialog', { name: 'Changed since you opened it' });
    const row = within(dialog).getByRole('group', { name: 'Callback URL' });
    expect(row).toHaveTextContent('Changed elsewhere to:https://colleague.example.org/hook');
    expect(row).toHaveTextContent('Yours:https://mine.example.org/hook');
    expect(within(dialog).queryByRole('group', { name: 'Events' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);

    // Changed in the form too, so preset to the admin's own value; chosen again from the keyboard.
    const mine = within(row).getByRole('radio', { name: 'Keep mine' });
    expect(mine).toBeChecked();
    await view.user.click(within(row).getByRole('radio', { name: 'Keep theirs' }));
    expect(mine).not.toBeChecked();
    await view.user.keyboard('{ArrowRight}');
    expect(mine).toBeChecked();
    await view.user.click(within(dialog).getByRole('button', { name: 'Save with these choices' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Webhooks' })).toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path, r.body])).toEqual([
      [
        'PATCH',
        `/webhooks/${hook.id}`,
        { events: hook.events, callbackUrl: 'https://mine.example.org/hook' },
      ],
    ]);
    expect(webhookTable.rows(sandbox.runtime.store).find((w) => w.id === hook.id)?.callbackUrl).toBe(
      'https://mine.example.org/hook',
    );
  });
});
