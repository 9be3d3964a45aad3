import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSharedJobRunner, sharedJobRunner } from '../../features/jobs/use-jobs';
import { walletNumber } from '../../lib/csv/test-wallets';
import { createAttribution } from '../../sandbox/domain/attributions';
import { DAY, REFERENCE_DATE } from '../../sandbox/seed/gen';
import { arrangeBadge } from '../../testing/arrange';
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

function communityId(): string {
  const community = sandbox.runtime.store.data.communities.find((c) => c.shortName === 'nouns-builders');
  if (!community) throw new Error('the seed needs the nouns-builders community');
  return community.id;
}

/** A badge made for the test; live unless asked otherwise. */
function arrangedBadge(overrides: Record<string, unknown> = {}, status: 'live' | 'approved' = 'live') {
  const badge = arrangeBadge(sandbox, communityId(), overrides);
  const stored = sandbox.runtime.store.data.badges.find((b) => b.id === badge.id);
  if (!stored) throw new Error('arranged badge not stored');
  stored.status = status;
  return stored;
}

function award(badgeId: string, wallet: string) {
  createAttribution(sandbox.runtime.store, { communityId: communityId(), badgeId, body: { wallet } });
}

const attributionsOf = (badgeId: string) =>
  sandbox.runtime.store.data.attributions.filter((a) => a.badgeId === badgeId);

const page = (badgeId: string) => `/communities/${communityId()}/badges/${badgeId}/attributions/award-many`;

function captureDownloads() {
  const files: Promise<string>[] = [];
  let last: Blob | undefined;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      last = blob;
      return 'blob:award';
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {
    if (last) files.push(last.text());
  });
  return files;
}

const pasteList = (badgeId: string, text: string) => pasteWalletList(page(badgeId), text);

const reportRows = () => reportTableRows('Lines not awarded');

/** The dry run's figure under `label`. */
function figure(label: string): string | null {
  const term = screen.getAllByRole('term').find((t) => t.textContent === label);
  return term?.nextElementSibling?.textContent ?? null;
}

async function finish(title: RegExp) {
  const card = await screen.findByRole('article', { name: title });
  await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('Finished'), {
    timeout: 15_000,
  });
  return card;
}

const w = walletNumber;

describe('award to many wallets', () => {
  it('reports each line, subtracts the holders, starts one job on a double click and writes every line’s outcome', async () => {
    const badge = arrangedBadge({ maxClaims: 100 });
    award(badge.id, w(1));
    award(badge.id, w(2));
    const lines = [
      'wallet,score',
      `${w(10)},5`,
      `${w(1)},6`,
      'not-a-wallet,7',
      `${w(11)},eight`,
      `${w(12)},9`,
      `${w(10).toLowerCase()},10`,
      `${w(13)},`,
    ];
    const seen = recordRequests(sandbox);
    const files = captureDownloads();
    const view = await pasteList(badge.id, lines.join('\n'));

    await screen.findByRole('heading', { name: 'Dry run' });
    expect(reportRows()).toEqual([
      ['3', w(1), 'Already awarded'],
      ['4', 'not-a-wallet', 'Invalid address'],
      ['5', w(11), 'Not a number'],
      ['7', w(10).toLowerCase(), 'Duplicate in the file'],
    ]);
    expect(figure('Valid')).toBe('4');
    expect(figure('Invalid')).toBe('2');
    expect(figure('Duplicates')).toBe('1');
    expect(figure('Already awarded')).toBe('1');
    expect(figure('To award')).toBe('3');
    expect(figure('Claims left')).toBe('98');
    expect(screen.getByText('2 of 100 claims used')).toBeInTheDocument();
    expect(seen.filter((r) => r.method !== 'GET')).toEqual([]);

    await view.user.dblClick(screen.getByRole('button', { name: 'Award 3 wallets' }));
    const card = await finish(/^Award Arranged Test Badge to 3 wallets$/);
    expect(sharedJobRunner().getState().jobs).toHaveLength(1);
    const posts = seen.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.body)).toEqual([
      { wallet: w(10), metadata: { score: 5 } },
      { wallet: w(12), metadata: { score: 9 } },
      { wallet: w(13) },
    ]);
    expect(attributionsOf(badge.id)).toHaveLength(5);

    await view.user.click(within(card).getByRole('button', { name: /^Download results/ }));
    const csv = (await files[0])?.replace(/^\ufeff/, '').split('\r\n');
    expect(csv).toEqual([
      'line,wallet,status,message',
      `2,${w(10)},awarded,`,
      `3,${w(1)},already awarded,Already holds this badge.`,
      '4,not-a-wallet,invalid,Enter an Ethereum address: 0x followed by 40 hexadecimal characters.',
      `5,${w(11)},invalid,“eight” in the score column is not a number.`,
      `6,${w(12)},awarded,`,
      `7,${w(10).toLowerCase()},duplicate,Duplicate of line 2.`,
      `8,${w(13)},awarded,`,
    ]);
  });

  it('awards exactly what maxClaims leaves, the first in file order, and reports the rest', async () => {
    const badge = arrangedBadge({ maxClaims: 5 });
    award(badge.id, w(1));
    award(badge.id, w(2));
    const fresh = Array.from({ length: 6 }, (_, i) => w(30 + i));
    const files = captureDownloads();
    const view = await pasteList(badge.id, fresh.join('\n'));

    const note = await screen.findByRole('note', { name: 'Over the claim limit' });
    expect(note).toHaveTextContent(
      'The list has 6 wallets to award, but the badge’s claim limit of 5 leaves room for 3. Only the first 3 in the file’s order are awarded; the other 3 are reported as “over the claim limit” in the results.',
    );
    expect(figure('To award')).toBe('3');
    await view.user.click(screen.getByRole('button', { name: 'Award 3 wallets' }));
    const card = await finish(/to 3 wallets$/);
    const held = attributionsOf(badge.id).map((a) => a.wallet);
    expect(held).toHaveLength(5);
    expect(held.slice(2)).toEqual(fresh.slice(0, 3).map((x) => x.toLowerCase()));

    await view.user.click(within(card).getByRole('button', { name: /^Download results/ }));
    const rows = (await files[0])
      ?.replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    expect(rows?.map((r) => r.split(',').slice(0, 3).join(','))).toEqual([
      ...fresh.slice(0, 3).map((x, i) => `${i + 1},${x},awarded`),
      ...fresh.slice(3).map((x, i) => `${i + 4},${x},over the claim limit`),
    ]);
  });

  it('says when the holders could not be read, refuses to start, and reads them again on request', async () => {
    const badge = arrangedBadge();
    award(badge.id, w(1));
    sandbox.runtime.faults = {
      ...sandbox.runtime.faults,
      forced: [{ operationId: 'listBadgeAttributions', status: 500 }],
    };
    const view = await pasteList(badge.id, [w(1), w(40)].join('\n'));
    const alert = await screen.findByText(/^Could not read who holds the badge: .*Internal Server Error/);
    expect(screen.queryByRole('button', { name: /^Award \d/ })).not.toBeInTheDocument();

    sandbox.runtime.faults = { ...sandbox.runtime.faults, forced: [] };
    const again = alert.parentElement?.querySelector('button');
    if (!again) throw new Error('no Check again button');
    await view.user.click(again);
    expect(await screen.findByRole('button', { name: 'Award 1 wallet' })).toBeEnabled();
    expect(figure('Already awarded')).toBe('1');
  });

  it('records the service’s refusal of an award as failed, with its message', async () => {
    const badge = arrangedBadge();
    const files = captureDownloads();
    const view = await pasteList(badge.id, [w(50), w(51)].join('\n'));
    sandbox.runtime.faults = {
      ...sandbox.runtime.faults,
      forced: [{ operationId: 'createBadgeAttribution', status: 403 }],
    };
    await view.user.click(await screen.findByRole('button', { name: 'Award 2 wallets' }));
    const card = await finish(/to 2 wallets$/);
    expect(card).toHaveTextContent('Last error: Forbidden (injected by the sandbox)');
    await view.user.click(within(card).getByRole('button', { name: /^Download results/ }));
    const rows = (await files[0])
      ?.replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(rows?.[1]).toBe(`1,${w(50)},failed,Forbidden (injected by the sandbox)`);
    expect(attributionsOf(badge.id)).toEqual([]);
  });

  it('refuses to start for a badge that is not live, or whose claims have ended', async () => {
    const approved = arrangedBadge({}, 'approved');
    const first = await pasteList(approved.id, w(60));
    expect(await screen.findByText('Awarding is refused until this badge is live.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the badge’s page to publish it' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Award 1 wallet' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('This badge is not live');
    first.unmount();

    const ended = arrangedBadge();
    // Claims that ended yesterday (the service takes no end date in the past, so it is set here).
    ended.claimEndDate = new Date(Date.parse(REFERENCE_DATE) - DAY).toISOString();
    await pasteList(ended.id, w(61));
    expect(await screen.findByRole('button', { name: 'Award 1 wallet' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Claims for this badge ended on 2026-10-31 12:00 UTC/,
    );
  });

  it('says how many wallets are not members, which the service adds as pending members when it awards them', async () => {
    const badge = arrangedBadge();
    const id = communityId();
    const member = sandbox.runtime.store.data.members.find((m) => m.communityId === id);
    if (!member) throw new Error('the seed community needs a member');
    const membersBefore = sandbox.runtime.store.data.members.filter((m) => m.communityId === id).length;
    const view = await pasteList(badge.id, [member.wallet, w(80), w(81)].join('\n'));

    await screen.findByRole('heading', { name: 'Dry run' });
    expect(figure('To award')).toBe('3');
    expect(figure('Not members yet')).toBe('2');
    expect(screen.getByRole('note', { name: 'Not members yet' })).toHaveTextContent(
      '2 of the 3 wallets to award are not members of this community: the service will add them as members (pending, by “claim”) when it awards the badge, so the community’s member count grows by 2.',
    );
    await view.user.click(screen.getByRole('button', { name: 'Award 3 wallets' }));
    await finish(/to 3 wallets$/);
    const after = sandbox.runtime.store.data.members.filter((m) => m.communityId === id);
    expect(after).toHaveLength(membersBefore + 2);
  });

  it('shows every line’s outcome on the page once the job has run, filterable by outcome', async () => {
    const badge = arrangedBadge({ maxClaims: 2 });
    const view = await pasteList(badge.id, ['wallet', w(90), 'nope', w(91), w(92)].join('\n'));
    await view.user.click(await screen.findByRole('button', { name: 'Award 2 wallets' }));
    await finish(/to 2 wallets$/);
    const table = await screen.findByRole('table', { name: 'Results by line' });
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .slice(0, 3)
            .map((cell) => cell.textContent),
        );
    expect(rows()).toEqual([
      ['2', w(90), 'awarded'],
      ['3', 'nope', 'invalid'],
      ['4', w(91), 'awarded'],
      ['5', w(92), 'over the claim limit'],
    ]);
    const filter = screen.getByRole('group', { name: 'Show lines by outcome' });
    await view.user.click(within(filter).getByRole('button', { name: 'over the claim limit 1' }));
    expect(rows()).toEqual([['5', w(92), 'over the claim limit']]);
    await view.user.click(within(filter).getByRole('button', { name: 'awarded 2' }));
    expect(rows().map((r) => r[0])).toEqual(['2', '4']);
  });

  it('is reached from the attributions tab', async () => {
    const badge = arrangedBadge();
    const view = renderRoute(`/communities/${communityId()}/badges/${badge.id}/attributions`);
    await view.user.click(await screen.findByRole('link', { name: 'Award many' }));
    expect(await screen.findByRole('heading', { name: 'Award to many wallets' })).toBeVisible();
    expect(view.router.state.location.pathname).toBe(page(badge.id));
  });
});

describe('award to many wallets, of a badge with gating tags', () => {
  it('counts in the dry run the wallets holding none of the gating tags, before sending', async () => {
    const { members, tags } = sandbox.runtime.store.data;
    const holder = members.find((m) => m.communityId === communityId() && m.tagIds.length > 0)!;
    const tag = tags.find((t) => t.id === holder.tagIds[0])!;
    const badge = arrangedBadge({ tags: [{ id: tag.id, name: tag.name }] });
    const seen = recordRequests(sandbox);
    await pasteList(badge.id, ['wallet', holder.wallet, w(20), w(21)].join('\n'));

    await screen.findByRole('heading', { name: 'Dry run' });
    expect(figure('To award')).toBe('3');
    expect(figure('Without a gating tag')).toBe('2');
    expect(screen.getByRole('note', { name: 'Without a gating tag' })).toHaveTextContent(
      `2 of the 3 wallets to award hold none of the badge’s gating tags (${tag.name})`,
    );
    expect(seen.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('says nothing of gating tags for a badge without any', async () => {
    const badge = arrangedBadge();
    await pasteList(badge.id, ['wallet', w(20)].join('\n'));
    await screen.findByRole('heading', { name: 'Dry run' });
    expect(figure('Without a gating tag')).toBeNull();
    expect(screen.queryByRole('note', { name: 'Without a gating tag' })).not.toBeInTheDocument();
  });
});
