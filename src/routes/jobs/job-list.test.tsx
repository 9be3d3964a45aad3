import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { memberBulkAddKind } from '../../features/jobs/member-bulk-add-kind';
import { resetSharedJobRunner, sharedJobRunner } from '../../features/jobs/use-jobs';
import { walletNumber } from '../../lib/csv/test-wallets';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

afterEach(() => resetSharedJobRunner());

function communityId(): string {
  return sandbox.runtime.store.data.communities[0]?.id ?? '';
}

/** A member import of `count` new wallets, 100 a request, started as the import page does. */
function startImport(count: number, title = `Import ${count} members`) {
  return sharedJobRunner().start({
    kind: memberBulkAddKind.kind,
    title,
    params: { communityId: communityId(), tags: [] },
    items: Array.from({ length: count }, (_, i) => ({ wallet: walletNumber(60_000 + i), line: i + 1 })),
  });
}

const card = (name: string | RegExp) => screen.findByRole('article', { name });
const statusOf = (article: HTMLElement) => within(article).getByRole('status');

describe('jobs page', () => {
  it('says when there are no jobs', async () => {
    renderRoute('/jobs');
    expect(await screen.findByRole('heading', { name: 'No jobs yet' })).toBeVisible();
  });

  it('shows a running job in the top bar and the list, pauses, resumes and removes it', async () => {
    sandbox.runtime.faults = { ...sandbox.runtime.faults, latencyMs: 400 };
    const view = renderRoute('/jobs');
    await screen.findByRole('heading', { name: 'Jobs', level: 1 });
    await startImport(500);

    const indicator = await screen.findByRole('link', { name: '1 job running' });
    expect(indicator).toHaveAttribute('href', '/jobs');
    const section = await screen.findByRole('region', { name: 'Under way' });
    const job = within(section).getByRole('article', { name: 'Import 500 members' });

    await view.user.click(within(job).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(statusOf(job)).toHaveTextContent('Paused'));
    expect(await screen.findByRole('link', { name: '1 job paused' })).toBeVisible();
    const done = Number(/(\d+) of 500 wallets/.exec(job.textContent)?.[1] ?? '-1');
    expect(done % 100).toBe(0);
    expect(done).toBeLessThan(500);

    sandbox.runtime.faults = { ...sandbox.runtime.faults, latencyMs: 0 };
    await view.user.click(within(job).getByRole('button', { name: 'Resume' }));
    const finished = await screen.findByRole('region', { name: 'Finished' }, { timeout: 10_000 });
    const over = within(finished).getByRole('article', { name: 'Import 500 members' });
    expect(statusOf(over)).toHaveTextContent('Finished');
    expect(over).toHaveTextContent('500 of 500 wallets');
    expect(within(over).getByRole('button', { name: 'Download results (500 rows)' })).toBeEnabled();
    await waitFor(() => expect(screen.queryByRole('link', { name: /job (running|paused)/ })).toBeNull());

    await view.user.click(within(over).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove “Import 500 members” from this list?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('heading', { name: 'No jobs yet' })).toBeVisible();
  });

  it('cancels a job after a confirmation that says how many items will not be sent', async () => {
    sandbox.runtime.faults = { ...sandbox.runtime.faults, latencyMs: 500 };
    const view = renderRoute('/jobs');
    await screen.findByRole('heading', { name: 'Jobs', level: 1 });
    await startImport(500, 'Big import');
    const job = await card('Big import');
    await view.user.click(within(job).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel “Big import”?' });
    expect(dialog).toHaveTextContent(/\d+ wallets without a result will not be sent/);
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel the job' }));
    const finished = await screen.findByRole('region', { name: 'Finished' }, { timeout: 10_000 });
    const over = within(finished).getByRole('article', { name: 'Big import' });
    expect(statusOf(over)).toHaveTextContent('Cancelled');
    const cancelled =
      within(over).getByText(/^cancelled$/i, { selector: 'dt' }).nextSibling?.textContent ?? '';
    expect(Number(cancelled)).toBeGreaterThanOrEqual(100);
    const wallets = new Set(Array.from({ length: 500 }, (_, i) => walletNumber(60_000 + i).toLowerCase()));
    const added = sandbox.runtime.store.data.members.filter(
      (m) => m.communityId === communityId() && wallets.has(m.wallet),
    ).length;
    expect(added + Number(cancelled)).toBe(500);
  });
});
