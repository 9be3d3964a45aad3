import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

describe('sandbox page: data', () => {
  it('resets to the large preset when chosen, after a confirmation that says what it is', async () => {
    // The large seed takes seconds to build; what counts here is the preset the page asks for.
    const reset = vi.spyOn(sandbox.runtime, 'reset').mockImplementation(() => undefined);
    try {
      const seen = recordRequests(sandbox, { withControl: true });
      const view = renderRoute('/sandbox');
      const choice = await screen.findByRole('combobox', { name: 'Reset to' });
      expect(
        within(choice)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Demo data', 'Large (100,000 members)']);
      await view.user.selectOptions(choice, 'Large (100,000 members)');
      await view.user.click(screen.getByRole('button', { name: 'Reset sandbox' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Reset the sandbox to the large data set?',
      });
      expect(dialog).toHaveTextContent(
        /100,000 members and 80,000 attributions \(one leaderboard of 50,000\)/,
      );
      await view.user.click(within(dialog).getByRole('button', { name: 'Reset sandbox' }));
      await waitFor(() => expect(reset).toHaveBeenCalledWith('large'));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const posted = seen.filter((r) => r.url.endsWith('/_control/reset'));
      expect(posted.map((r) => [r.method, r.body])).toEqual([['POST', { preset: 'large' }]]);
    } finally {
      reset.mockRestore();
    }
  });

  it('resets to the demo data by default', async () => {
    const seen = recordRequests(sandbox, { withControl: true });
    const view = renderRoute('/sandbox');
    await screen.findByRole('combobox', { name: 'Reset to' });
    await view.user.click(screen.getByRole('button', { name: 'Reset sandbox' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the sandbox to the demo data?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Reset sandbox' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(seen.filter((r) => r.url.endsWith('/_control/reset')).map((r) => r.body)).toEqual([
      { preset: 'demo' },
    ]);
  });
});

describe('sandbox page: collections and vaults', () => {
  it('lists every seeded collection with a link to its page, and every vault with its id', async () => {
    const { collections, vaults } = sandbox.runtime.store.data;
    expect(collections.length).toBeGreaterThan(0);
    expect(vaults.length).toBeGreaterThan(0);
    renderRoute('/sandbox');
    const listed = await screen.findByRole('table', { name: 'Collections' });
    for (const collection of collections) {
      const link = within(listed).getByRole('link', { name: collection.name });
      expect(link).toHaveAttribute(
        'href',
        `/communities/${collection.communityId}/collections/${encodeURIComponent(collection.id)}`,
      );
      expect(within(listed).getByText(collection.id)).toBeInTheDocument();
    }
    const vaultTable = screen.getByRole('table', { name: 'Vaults' });
    for (const vault of vaults) expect(within(vaultTable).getAllByText(vault.id).length).toBeGreaterThan(0);
  });
});

describe('sandbox page: faults', () => {
  it('slows the upload host to a pace in KB/s, shown as a fault in the top bar, and clears it', async () => {
    const view = renderRoute('/sandbox');
    const speed = await screen.findByRole('textbox', { name: 'Upload host speed (KB/s)' });
    expect(speed).toHaveValue('0');
    await view.user.clear(speed);
    await view.user.type(speed, 'fast');
    await view.user.click(screen.getByRole('button', { name: 'Save fault settings' }));
    expect(screen.getByText('A whole number from 0 to 1000000.')).toBeInTheDocument();
    expect(sandbox.runtime.faults.uploadBytesPerSecond ?? 0).toBe(0);

    await view.user.clear(speed);
    await view.user.type(speed, '50');
    await view.user.click(screen.getByRole('button', { name: 'Save fault settings' }));
    await waitFor(() => expect(sandbox.runtime.faults.uploadBytesPerSecond).toBe(50 * 1024));
    expect(await screen.findByText('Faults on')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Clear faults' }));
    await waitFor(() => expect(sandbox.runtime.faults.uploadBytesPerSecond).toBe(0));
    expect(speed).toHaveValue('0');
  });
});
