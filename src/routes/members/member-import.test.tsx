import { screen, waitFor, within } from '@testing-library/react';
import { checksumAddress } from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSharedJobRunner } from '../../features/jobs/use-jobs';
import { EIP55, walletNumber } from '../../lib/csv/test-wallets';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';
import { pasteWalletList, reportTableRows } from '../../testing/wallet-list-page';

const sandbox = setupSandbox();

afterEach(() => {
  resetSharedJobRunner();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  vi.restoreAllMocks();
});

function community() {
  const data = sandbox.runtime.store.data;
  const id = data.members[0]?.communityId ?? '';
  return {
    id,
    memberWallets: data.members.filter((m) => m.communityId === id).map((m) => m.wallet),
    tags: data.tags.filter((t) => t.communityId === id),
  };
}

/** The report shows members' wallets as the import would send them: checksummed. */
const checksummed = (wallet: string) => checksumAddress(wallet as `0x${string}`);

const isMember = (communityId: string, wallet: string) =>
  sandbox.runtime.store.data.members.some(
    (m) => m.communityId === communityId && m.wallet === wallet.toLowerCase(),
  );

function captureDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  let last: Blob | undefined;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      last = blob;
      return 'blob:import';
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) files.push({ name: this.download, text: last.text() });
  });
  return files;
}

const pasteList = (text: string) => pasteWalletList(`/communities/${community().id}/members/import`, text);

const reportRows = () => reportTableRows('Lines not imported');

describe('member import', () => {
  it('reports every refused line by number, adds exactly the rest, and offers the results', async () => {
    const { id, memberWallets } = community();
    const existing = memberWallets[0] ?? '';
    const fresh = Array.from({ length: 6 }, (_, i) => walletNumber(20_000 + i));
    const typo = (EIP55[0] as string).replace('aAeb', 'aaeb');
    const lines = ['wallet', fresh[0], 'not-a-wallet', fresh[1], typo, fresh[0], existing, ...fresh.slice(2)];
    const seen = recordRequests(sandbox);
    const files = captureDownloads();
    const view = await pasteList(lines.join('\n'));

    await screen.findByRole('heading', { name: 'Dry run' });
    expect(reportRows()).toEqual([
      ['3', 'not-a-wallet', 'Invalid address'],
      ['5', typo, 'Checksum mismatch'],
      ['6', fresh[0], 'Duplicate in the file'],
      ['7', checksummed(existing), 'Already a member'],
    ]);
    const figures = screen.getByRole('heading', { name: 'Dry run' }).closest('div')?.parentElement;
    expect(figures).toHaveTextContent(/Will be added6/);
    expect(figures).toHaveTextContent(/Skipped: already members1/);
    expect(figures).toHaveTextContent(/Refused3/);
    // Nothing was sent before the start: only reads.
    expect(seen.filter((r) => r.method !== 'GET')).toEqual([]);

    await view.user.click(screen.getByRole('button', { name: 'Add 6 members' }));
    const card = await screen.findByRole('article', { name: /^Import 6 members into / });
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Finished'), {
      timeout: 10_000,
    });
    expect(view.router.state.location.search).toMatch(/^\?job=/);
    expect(card).toHaveTextContent('6 of 6 wallets');
    const bulk = seen.filter((r) => r.path.endsWith('/member/bulk'));
    expect(bulk.map((r) => r.body)).toEqual([{ wallets: fresh }]);
    expect(fresh.every((w) => isMember(id, w))).toBe(true);

    await view.user.click(within(card).getByRole('button', { name: 'Download results (6 rows)' }));
    expect(files).toHaveLength(1);
    const csv = (await files[0]?.text)?.replace(/^\ufeff/, '').split('\r\n');
    expect(csv).toEqual([
      'line,wallet,status,message',
      ...fresh.map((w, i) => `${[2, 4, 8, 9, 10, 11][i]},${w},added,`),
    ]);
  });

  it('applies the chosen tags to all and the tags column per wallet, naming tags it does not know', async () => {
    const { id, tags } = community();
    const [forAll, own] = tags;
    if (!forAll || !own) throw new Error('the seed community needs two tags');
    const a = walletNumber(21_000);
    const b = walletNumber(21_001);
    const view = await pasteList(`wallet,tags\n${a},${own.name.toUpperCase()};nope\n${b},nope|zzz`);

    const note = await screen.findByRole('note', { name: 'Tags not found' });
    expect(note).toHaveTextContent('“nope” on lines 2, 3');
    expect(note).toHaveTextContent('“zzz” on line 3');
    await view.user.click(screen.getByRole('checkbox', { name: forAll.name }));
    await view.user.click(screen.getByRole('button', { name: 'Add 2 members' }));
    const card = await screen.findByRole('article', { name: /^Import 2 members/ });
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Finished'));
    const tagsOf = (wallet: string) =>
      sandbox.runtime.store.data.members.find(
        (m) => m.communityId === id && m.wallet === wallet.toLowerCase(),
      )?.tagIds ?? [];
    expect([...tagsOf(a)].sort()).toEqual([forAll.id, own.id].sort());
    expect(tagsOf(b)).toEqual([forAll.id]);
  });

  it('says when the members could not be checked, checks again on request, and can go on without it', async () => {
    sandbox.runtime.faults = {
      ...sandbox.runtime.faults,
      forced: [{ operationId: 'listMembers', status: 500 }],
    };
    const wallets = Array.from({ length: 8 }, (_, i) => walletNumber(22_000 + i));
    const { memberWallets } = community();
    const view = await pasteList([...wallets, memberWallets[1] ?? ''].join('\n'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /Could not check which wallets are already members: .*Internal Server Error/,
    );
    expect(await screen.findByRole('button', { name: 'Add 9 members' })).toBeEnabled();

    sandbox.runtime.faults = { ...sandbox.runtime.faults, forced: [] };
    await view.user.click(within(alert).getByRole('button', { name: 'Check again' }));
    await screen.findByRole('button', { name: 'Add 8 members' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(reportRows()).toEqual([['9', checksummed(memberWallets[1] ?? ''), 'Already a member']]);
  });

  it('reports the service refusing the import per wallet, with its message in the results', async () => {
    sandbox.runtime.faults = {
      ...sandbox.runtime.faults,
      forced: [{ operationId: 'addMembersBulk', status: 403 }],
    };
    const files = captureDownloads();
    const view = await pasteList([walletNumber(23_000), walletNumber(23_001)].join('\n'));
    await view.user.click(await screen.findByRole('button', { name: 'Add 2 members' }));
    const card = await screen.findByRole('article', { name: /^Import 2 members/ });
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Finished'));
    expect(within(card).getByText(/^failed$/i).nextSibling).toHaveTextContent('2');
    expect(card).toHaveTextContent('Last error: Forbidden (injected by the sandbox)');
    await view.user.click(within(card).getByRole('button', { name: 'Download results (2 rows)' }));
    const csv = (await files[0]?.text)?.replace(/^\ufeff/, '').split('\r\n');
    expect(csv?.[1]).toBe(`1,${walletNumber(23_000)},failed,Forbidden (injected by the sandbox)`);
  });

  it('refuses nothing silently: a list with no wallet to add cannot be started', async () => {
    const { memberWallets } = community();
    await pasteList(`wallet\nnope\n${memberWallets[2] ?? ''}`);
    expect(await screen.findByRole('button', { name: 'Add 0 members' })).toBeDisabled();
    expect(screen.getByText('No wallet in this list can be added.')).toBeInTheDocument();
  });

  it('reports an unterminated quote with the line it opened on and the lines it took, not as one unreadable line', async () => {
    const [a, b, c, d] = Array.from({ length: 4 }, (_, i) => walletNumber(24_000 + i));
    await pasteList(`wallet,note\n${a},ok\n${b},"open\n${c},x\n${d},y`);
    await screen.findByRole('heading', { name: 'Dry run' });
    const rows = within(screen.getByRole('table', { name: 'Lines not imported' })).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent(
      `3${b}Unreadable lineA quote opened on line 3 is never closed: it took the 2 lines after it (lines 4–5) into one cell, so none of them was read.`,
    );
    expect(screen.getByText('1 unreadable, 2 taken by an open quote')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add 1 member' })).toBeEnabled();
  });

  it('refuses a file that is not text by its content, and cuts a long cell in the report', async () => {
    const { id } = community();
    const view = renderRoute(`/communities/${id}/members/import`);
    const binary = new File(
      [Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0x08, 0, 0x77, 0x6f])],
      'members.csv',
      {
        type: 'text/csv',
      },
    );
    await view.user.upload(await screen.findByLabelText('CSV file'), binary);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The list could not be read: This is not a text file: choose a CSV file or a plain list of wallets',
    );
    expect(screen.queryByRole('heading', { name: 'Dry run' })).not.toBeInTheDocument();

    const long = `0x${'ab'.repeat(500)}`;
    await view.user.upload(screen.getByLabelText('CSV file'), new File([`wallet\n${long}\n`], 'long.csv'));
    await screen.findByRole('heading', { name: 'Dry run' });
    const cell = within(screen.getByRole('table', { name: 'Lines not imported' })).getAllByRole('cell')[1];
    expect(cell).toHaveTextContent(`${long.slice(0, 120)}… (1,002 characters)`);
  });

  it('says so when the job in the URL is not in this browser', async () => {
    const { id } = community();
    renderRoute(`/communities/${id}/members/import?job=gone`);
    expect(
      await screen.findByRole('heading', { name: 'This import is not in this browser’s jobs' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('is reached from the members list header', async () => {
    const { id } = community();
    const view = renderRoute(`/communities/${id}/members`);
    await view.user.click(await screen.findByRole('link', { name: 'Import members' }));
    expect(await screen.findByRole('heading', { name: 'Import members', level: 1 })).toBeVisible();
    expect(view.router.state.location.pathname).toBe(`/communities/${id}/members/import`);
  });
});
