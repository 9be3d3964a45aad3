import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAttribution } from '../../sandbox/domain/attributions';
import { arrangeBadge } from '../../testing/arrange';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

afterEach(() => localStorage.clear());

const WALLET = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const OTHER = '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B';

function nounsId(): string {
  const community = sandbox.runtime.store.data.communities.find((c) => c.shortName === 'nouns-builders');
  return community!.id;
}

/** A badge made for the test; live unless asked otherwise. */
function arrangedBadge(status: 'live' | 'approved' = 'live') {
  const badge = arrangeBadge(sandbox, nounsId());
  const stored = sandbox.runtime.store.data.badges.find((b) => b.id === badge.id)!;
  stored.status = status;
  return stored;
}

function award(badgeId: string, body: Record<string, unknown>) {
  return createAttribution(sandbox.runtime.store, { communityId: nounsId(), badgeId, body });
}

const base = (badgeId: string) => `/communities/${nounsId()}/badges/${badgeId}/attributions`;

type User = ReturnType<typeof renderRoute>['user'];

/** Replaces a field's value as a paste would (user-event reads `{` as a key name when typing). */
async function paste(user: User, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

const posts = (requests: ReturnType<typeof recordRequests>) =>
  requests.filter((r) => r.method === 'POST' && r.path.endsWith('/attribution'));

describe('award form', () => {
  it('shows why a badge that is not live cannot be awarded, and the service’s refusal', async () => {
    const badge = arrangedBadge('approved');
    const view = renderRoute(`${base(badge.id)}/new`);
    expect(await screen.findByText('Awarding is refused until this badge is live.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the badge’s page to publish it' })).toHaveAttribute(
      'href',
      `/communities/${nounsId()}/badges/${badge.id}`,
    );
    await paste(view.user, screen.getByLabelText(/^Wallet address/), WALLET);
    await view.user.click(screen.getByRole('button', { name: 'Award badge' }));

    const alert = await screen.findByText(/attributions can only be created for live badges/);
    expect(alert).toHaveTextContent(`Badge ${badge.id} is not live`);
    expect(screen.getByLabelText(/^Wallet address/)).toHaveValue(WALLET);
    expect(sandbox.runtime.store.data.attributions.filter((a) => a.badgeId === badge.id)).toEqual([]);
  });

  it('refuses the same wallet twice with the service’s message, keeping the input', async () => {
    const badge = arrangedBadge();
    award(badge.id, { wallet: WALLET });
    const view = renderRoute(`${base(badge.id)}/new`);
    await paste(view.user, await screen.findByLabelText(/^Wallet address/), WALLET.toLowerCase());
    await view.user.click(screen.getByRole('button', { name: 'Award badge' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${WALLET} has already been awarded this badge`,
    );
    expect(screen.getByLabelText(/^Wallet address/)).toHaveValue(WALLET.toLowerCase());
    expect(sandbox.runtime.store.data.attributions.filter((a) => a.badgeId === badge.id)).toHaveLength(1);
  });

  it("says before sending that a wallet holding none of the badge's gating tags cannot claim it", async () => {
    const { members, tags } = sandbox.runtime.store.data;
    const community = nounsId();
    const holder = members.find((m) => m.communityId === community && m.tagIds.length > 0)!;
    const tag = tags.find((t) => t.id === holder.tagIds[0])!;
    const badge = arrangedBadge();
    badge.tags = [{ id: tag.id, name: tag.name }];
    expect(members.some((m) => m.wallet === WALLET.toLowerCase() && m.tagIds.includes(tag.id))).toBe(false);
    const requests = recordRequests(sandbox);
    const view = renderRoute(`${base(badge.id)}/new`);
    await paste(view.user, await screen.findByLabelText(/^Wallet address/), WALLET);
    await view.user.click(screen.getByRole('button', { name: 'Award badge' }));

    expect(
      await screen.findByText(
        `${WALLET} holds none of the badge's gating tags (${tag.name}): it will hold the badge but cannot claim it. Select “Award badge” again to award it anyway, or give it a tag first.`,
      ),
    ).toBeInTheDocument();
    expect(posts(requests)).toEqual([]);
    await view.user.click(screen.getByRole('button', { name: 'Award badge' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Attribution' })).toBeInTheDocument();
    expect(posts(requests)).toHaveLength(1);
  });

  it('awards a wallet holding a gating tag at once', async () => {
    const { members, tags } = sandbox.runtime.store.data;
    const holder = members.find((m) => m.communityId === nounsId() && m.tagIds.length > 0 && m.wallet)!;
    const tag = tags.find((t) => t.id === holder.tagIds[0])!;
    const badge = arrangedBadge();
    badge.tags = [{ id: tag.id, name: tag.name }];
    const requests = recordRequests(sandbox);
    const view = renderRoute(`${base(badge.id)}/new`);
    await paste(view.user, await screen.findByLabelText(/^Wallet address/), holder.wallet);
    await view.user.click(screen.getByRole('button', { name: 'Award badge' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Attribution' })).toBeInTheDocument();
    expect(posts(requests)).toHaveLength(1);
  });

  it('refuses invalid JSON metadata on its field and sends nothing', async () => {
    const badge = arrangedBadge();
    const requests = recordRequests(sandbox);
    const view = renderRoute(`${base(badge.id)}/new`);
    await paste(view.user, await screen.findByLabelText(/^Wallet address/), WALLET);
    const json = screen.getByLabelText('Metadata (JSON)');
    await paste(view.user, json, '{"score": 42');
    await view.user.click(screen.getByRole('button', { name: 'Award badge' }));

    expect(await screen.findByText(/^This is not valid JSON/)).toBeInTheDocument();
    expect(json).toHaveAttribute('aria-invalid', 'true');
    await paste(view.user, json, '[1, 2]');
    await view.user.click(screen.getByRole('button', { name: 'Award badge' }));
    expect(
      await screen.findByText('Metadata must be a JSON object, e.g. {"score": 42}.'),
    ).toBeInTheDocument();
    expect(posts(requests)).toEqual([]);
  });

  it('awards once however fast the user clicks, with the metadata, and opens the attribution', async () => {
    const badge = arrangedBadge();
    const requests = recordRequests(sandbox);
    const view = renderRoute(`${base(badge.id)}/new`);
    await paste(view.user, await screen.findByLabelText(/^Wallet address/), WALLET);
    await paste(view.user, screen.getByLabelText('Metadata (JSON)'), '{"score": 42}');
    await view.user.dblClick(screen.getByRole('button', { name: 'Award badge' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Attribution' })).toBeInTheDocument();
    const stored = within(await screen.findByRole('table', { name: 'Stored metadata' }));
    expect(stored.getByRole('rowheader', { name: 'score' })).toBeInTheDocument();
    expect(stored.getByRole('cell', { name: '42' })).toBeInTheDocument();
    expect(posts(requests)).toHaveLength(1);
    expect(posts(requests)[0]?.body).toEqual({ wallet: WALLET, metadata: { score: 42 } });
  });

  it('edits metadata as keys and values, the same value as the JSON, and checks each row', async () => {
    const badge = arrangedBadge();
    const requests = recordRequests(sandbox);
    const view = renderRoute(`${base(badge.id)}/new`);
    await paste(view.user, await screen.findByLabelText(/^Wallet address/), WALLET);
    await paste(view.user, screen.getByLabelText('Metadata (JSON)'), '{"score": 42, "team": "red"}');
    await view.user.click(screen.getByRole('tab', { name: 'Keys and values' }));

    expect(screen.getByLabelText('Key 1')).toHaveValue('score');
    expect(screen.getByLabelText('Type 1')).toHaveValue('number');
    expect(screen.getByLabelText('Value 2')).toHaveValue('red');
    await paste(view.user, screen.getByLabelText('Value 1'), 'many');
    await view.user.click(screen.getByRole('button', { name: 'Award badge' }));
    expect(await screen.findByText('Enter a number, e.g. 42 or 2.5.')).toBeInTheDocument();
    expect(screen.getByLabelText('Value 1')).toHaveAttribute('aria-invalid', 'true');
    expect(posts(requests)).toEqual([]);

    await paste(view.user, screen.getByLabelText('Value 1'), '50');
    await view.user.click(screen.getByRole('tab', { name: 'JSON' }));
    expect(JSON.parse(screen.getByLabelText<HTMLTextAreaElement>('Metadata (JSON)').value)).toEqual({
      score: 50,
      team: 'red',
    });
  });

  it('redeems a claim code once; the second time the service refuses it on the code field', async () => {
    const badge = arrangedBadge();
    const code = sandbox.runtime.store.data.claimCodes.length;
    const view = renderRoute(`${base(badge.id)}/codes`);
    await paste(view.user, await screen.findByLabelText('Number of codes'), '2');
    await view.user.click(screen.getByRole('button', { name: 'Generate codes' }));
    expect(await screen.findByText('2 codes generated and kept below.')).toBeInTheDocument();
    const generated = sandbox.runtime.store.data.claimCodes.slice(code).map((c) => c.code);
    expect(generated).toHaveLength(2);
    const first = generated[0]!;

    await view.user.click(screen.getByRole('link', { name: `Redeem ${first}` }));
    expect(await screen.findByLabelText(/^Claim code\*?$/)).toHaveValue(first);
    await view.user.click(screen.getByRole('button', { name: 'Award badge' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Attribution' })).toBeInTheDocument();

    await view.router.navigate(`${base(badge.id)}/new?code=${first}`);
    await view.user.click(await screen.findByRole('button', { name: 'Award badge' }));
    expect(await screen.findByText(`code ${first} has already been used`)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Claim code\*?$/)).toHaveAttribute('aria-invalid', 'true');

    await view.router.navigate(`${base(badge.id)}/codes`);
    expect(await screen.findByText('Redeemed from this browser')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Redeem ${generated[1]!}` })).toBeInTheDocument();
  });
});

/** A holder's link: named by the words it shows, then the whole wallet they shorten. */
const memberLink = (wallet: string) => new RegExp(`, member ${wallet}$`);

describe('attribution list', () => {
  it('filters by claim status in the URL and links each wallet to its member', async () => {
    const badge = arrangedBadge();
    award(badge.id, { wallet: WALLET });
    award(badge.id, { wallet: OTHER, autoClaim: true });
    const view = renderRoute(base(badge.id));
    const table = await screen.findByRole('table', { name: 'Attributions' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));

    await view.user.selectOptions(screen.getByLabelText('Status'), 'claimed');
    await waitFor(() => expect(view.router.state.location.search).toBe('?status=claimed'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(within(table).getByRole('link', { name: memberLink(OTHER) })).toHaveAttribute(
      'href',
      `/communities/${nounsId()}/members/${OTHER}`,
    );
    await view.user.selectOptions(screen.getByLabelText('Status'), 'earned');
    await waitFor(() => expect(within(table).queryByRole('link', { name: memberLink(OTHER) })).toBeNull());
    expect(within(table).getByRole('link', { name: memberLink(WALLET) })).toBeInTheDocument();
  });

  it('looks an attribution up by a metadata key and value, and says when none matches', async () => {
    const badge = arrangedBadge();
    award(badge.id, { wallet: WALLET, metadata: { score: 42 } });
    const view = renderRoute(base(badge.id));
    const lookup = within(
      (await screen.findByRole('heading', { name: 'Find by metadata' })).closest('div')!.parentElement!,
    );
    await view.user.click(lookup.getByRole('button', { name: 'Find' }));
    expect(lookup.getByText('Enter a key.')).toBeInTheDocument();

    await paste(view.user, lookup.getByLabelText('Key'), 'score');
    await paste(view.user, lookup.getByLabelText('Value'), '42');
    await view.user.click(lookup.getByRole('button', { name: 'Find' }));
    expect(await lookup.findByRole('link', { name: 'Open the attribution' })).toBeInTheDocument();

    await paste(view.user, lookup.getByLabelText('Value'), '7');
    await view.user.click(lookup.getByRole('button', { name: 'Find' }));
    expect(await lookup.findByText('No attribution of this badge has score = “7”.')).toBeInTheDocument();
  });
});

describe('update metadata', () => {
  it('says whether a conditional update applied: not for a lower score with gt, yes for a higher one', async () => {
    const badge = arrangedBadge();
    const created = award(badge.id, { wallet: WALLET, metadata: { score: 42 } });
    const requests = recordRequests(sandbox);
    const view = renderRoute(`${base(badge.id)}/${created.id}`);
    const json = await screen.findByLabelText('New metadata (JSON)');
    expect(screen.getByLabelText(/^Wallet address/)).toHaveValue(WALLET);

    await paste(view.user, json, '{"score": 40}');
    await view.user.selectOptions(screen.getByLabelText('Apply'), 'gt');
    expect(screen.getByLabelText(/^Key to compare/)).toHaveValue('score');
    await view.user.click(screen.getByRole('button', { name: 'Update metadata' }));
    const outcome = (await screen.findByText('Not applied.')).closest('[role="status"]');
    expect(outcome).toHaveTextContent(
      'The service kept score = 42: the update applies only when the new score (40) is greater than the stored one.',
    );
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(new URL(patch!.url).search).toBe('?conditionKey=score&condition=gt');
    expect(patch?.body).toEqual({ wallet: WALLET, metadata: { score: 40 } });
    expect(screen.queryByText('Metadata updated')).not.toBeInTheDocument();

    await paste(view.user, screen.getByLabelText('New metadata (JSON)'), '{"score": 50}');
    await view.user.click(screen.getByRole('button', { name: 'Update metadata' }));
    expect(await screen.findByText('Applied.')).toBeInTheDocument();
    expect(await screen.findByText('Metadata updated')).toBeInTheDocument();
    expect(sandbox.runtime.store.data.attributions.find((a) => a.id === created.id)?.metadata).toEqual({
      score: 50,
    });
  });

  it('offers the key to compare from the attribution as read again, keeping what was typed', async () => {
    const badge = arrangedBadge();
    const created = award(badge.id, { wallet: WALLET, metadata: { note: 'first' } });
    const view = renderRoute(`${base(badge.id)}/${created.id}`);
    const json = await screen.findByLabelText('New metadata (JSON)');
    await paste(view.user, json, '{"score": 40}');
    // Another client sets a score; the page reads the attribution again.
    const stored = sandbox.runtime.store.data.attributions.find((a) => a.id === created.id)!;
    stored.metadata = { score: 42 };
    await view.queryClient.invalidateQueries();
    expect(await screen.findByRole('cell', { name: '42' })).toBeInTheDocument();
    await view.user.selectOptions(screen.getByLabelText('Apply'), 'gt');
    expect(screen.getByLabelText(/^Key to compare/)).toHaveValue('score');
    expect(screen.getByLabelText('New metadata (JSON)')).toHaveValue('{"score": 40}');
  });

  it('refuses a condition on a key the new metadata lacks, and invalid JSON, sending nothing', async () => {
    const badge = arrangedBadge();
    const created = award(badge.id, { wallet: WALLET, metadata: { score: 42 } });
    const requests = recordRequests(sandbox);
    const view = renderRoute(`${base(badge.id)}/${created.id}`);
    const json = await screen.findByLabelText('New metadata (JSON)');
    await paste(view.user, json, '{"points": 3}');
    await view.user.selectOptions(screen.getByLabelText('Apply'), 'lt');
    await view.user.click(screen.getByRole('button', { name: 'Update metadata' }));
    expect(
      await screen.findByText('The new metadata has no “score” to compare: add it above.'),
    ).toBeInTheDocument();

    await paste(view.user, json, 'score: 3');
    await view.user.click(screen.getByRole('button', { name: 'Update metadata' }));
    expect(await screen.findByText(/^This is not valid JSON/)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([]);
  });
});
