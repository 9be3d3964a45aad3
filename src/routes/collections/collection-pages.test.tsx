import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox, type SeenRequest } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

afterEach(() => localStorage.clear());

function nouns() {
  const data = sandbox.runtime.store.data;
  const community = data.communities.find((c) => c.shortName === 'nouns-builders');
  const collection = data.collections.find((c) => c.communityId === community?.id);
  if (!community || !collection) throw new Error('no nouns-builders collection in the seed');
  return { communityId: community.id, collectionId: collection.id, name: collection.name };
}

function seededMintable(name: string) {
  const found = sandbox.runtime.store.data.mintables.find((m) => m.name === name);
  if (!found) throw new Error(`no mintable ${name} in the seed`);
  return found;
}

const collectionUrl = () => `/communities/${nouns().communityId}/collections/${nouns().collectionId}`;
const writes = (seen: SeenRequest[]) => seen.filter((r) => r.method !== 'GET');
const mintsOf = (id: string) => sandbox.runtime.store.data.mints.filter((m) => m.mintableId === id).length;

type User = ReturnType<typeof renderRoute>['user'];

async function fill(user: User, label: RegExp | string, value: string) {
  const input = await screen.findByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
  return input;
}

const WALLET = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

async function fillValidMintable(user: User) {
  await fill(user, /^Name/, 'Winter Scarf');
  await fill(user, /^Description/, 'A knitted scarf for every builder avatar.');
  await user.selectOptions(screen.getByLabelText(/^Type/), 'item');
  await fill(user, /^Image URL/, 'https://img.sandbox.badge-console.test/mintables/scarf.png');
  await fill(user, /^Banner URL/, 'https://img.sandbox.badge-console.test/banners/scarf.png');
  await fill(user, /^Maximum mints/, '25');
  await fill(user, 'Trait 1', 'Colour');
  await fill(user, 'Value 1', 'Teal');
}

describe('collections', () => {
  it('opens a collection by id and offers it again afterwards', async () => {
    const first = renderRoute(`/communities/${nouns().communityId}/collections`);
    await fill(first.user, /^Collection ID/, nouns().collectionId);
    await first.user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { level: 1, name: nouns().name })).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe(collectionUrl());
    first.unmount();

    renderRoute(`/communities/${nouns().communityId}/collections`);
    const recent = await screen.findByRole('region', { name: 'Opened recently in this browser' });
    expect(within(recent).getByRole('link', { name: new RegExp(nouns().collectionId) })).toHaveAttribute(
      'href',
      collectionUrl(),
    );
  });
});

describe('an unknown collection id', () => {
  it('says there is no such collection, and is not kept under "Opened recently"', async () => {
    const first = renderRoute(`/communities/${nouns().communityId}/collections`);
    await fill(first.user, /^Collection ID/, 'no-such-collection');
    await first.user.click(screen.getByRole('button', { name: 'Open' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Collection not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/No collection with id/)).toHaveTextContent(
      'No collection with id no-such-collection on this connection.',
    );
    expect(screen.queryByRole('button', { name: 'Mint' })).not.toBeInTheDocument();
    first.unmount();

    renderRoute(`/communities/${nouns().communityId}/collections`);
    await screen.findByRole('heading', { level: 1, name: 'Collections' });
    expect(screen.queryByRole('link', { name: /no-such-collection/ })).not.toBeInTheDocument();
  });

  it('is refused before the mintable form offers any upload', async () => {
    renderRoute(`/communities/${nouns().communityId}/collections/no-such-collection/mintables/new`);
    expect(await screen.findByText(/No collection with id/)).toHaveTextContent(
      'No collection with id no-such-collection on this connection.',
    );
    expect(screen.queryByLabelText(/^Image URL/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create mintable' })).not.toBeInTheDocument();
  });
});

describe('mintable form', () => {
  it('refuses zero mints, a trait without a value and a past end on their fields, sending nothing', async () => {
    const requests = recordRequests(sandbox);
    const view = renderRoute(`${collectionUrl()}/mintables/new`);
    await fillValidMintable(view.user);
    await fill(view.user, /^Maximum mints/, '0');
    await fill(view.user, 'Value 1', ' ');
    await fill(view.user, /^Minting ends/, '2020-01-01T10:00');
    await view.user.click(screen.getByRole('button', { name: 'Create mintable' }));

    expect(await screen.findByText('Enter a whole number of 1 or more.')).toBeInTheDocument();
    expect(screen.getByText('Give the trait a value.')).toBeInTheDocument();
    expect(screen.getByText('The mint end date must be in the future.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Maximum mints/)).toHaveAttribute('aria-invalid', 'true');
    expect(writes(requests)).toEqual([]);
  });

  it('creates one mintable however fast the user clicks, then opens the collection ready to mint it', async () => {
    const requests = recordRequests(sandbox);
    const view = renderRoute(`${collectionUrl()}/mintables/new`);
    await fillValidMintable(view.user);
    await view.user.click(screen.getByRole('button', { name: 'Add a trait' }));
    await fill(view.user, /^MML model URL/, 'https://models.example/scarf.mml');
    await view.user.dblClick(screen.getByRole('button', { name: 'Create mintable' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe(collectionUrl()));
    const posts = writes(requests);
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      name: 'Winter Scarf',
      description: 'A knitted scarf for every builder avatar.',
      type: 'item',
      image: 'https://img.sandbox.badge-console.test/mintables/scarf.png',
      bannerImage: 'https://img.sandbox.badge-console.test/banners/scarf.png',
      maxMints: 25,
      models: { mml: 'https://models.example/scarf.mml' },
      traits: [{ trait_type: 'Colour', value: 'Teal' }],
    });
    const created = sandbox.runtime.store.data.mintables.filter((m) => m.name === 'Winter Scarf');
    expect(created).toHaveLength(1);
    expect(await screen.findByLabelText(/^Mintable ID/)).toHaveValue(created[0]?.id);
    expect(screen.getByRole('button', { name: 'Selected: Winter Scarf' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("puts the server's refusal on the field it names and keeps every typed value", async () => {
    const view = renderRoute(`${collectionUrl()}/mintables/new`);
    await fillValidMintable(view.user);
    // Plain http from this machine passes the form's check; the service takes https or ipfs only.
    await fill(view.user, /^Banner URL/, 'http://localhost:4010/_cdn/banner.png');
    await view.user.click(screen.getByRole('button', { name: 'Create mintable' }));

    expect(
      await screen.findByText('bannerImage must be a URL starting with https:// or ipfs://'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Banner URL/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Banner URL/)).toHaveValue('http://localhost:4010/_cdn/banner.png');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Winter Scarf');
    expect(screen.getByLabelText(/^Type/)).toHaveValue('item');
    expect(screen.getByLabelText(/^Maximum mints/)).toHaveValue('25');
    expect(screen.getByLabelText('Trait 1')).toHaveValue('Colour');
    expect(screen.getByLabelText('Value 1')).toHaveValue('Teal');
  });
});

describe('mint to a wallet', () => {
  it('refuses a bad address on the field before sending anything', async () => {
    const requests = recordRequests(sandbox);
    const mintable = seededMintable('Guild Hoodie');
    const view = renderRoute(`${collectionUrl()}?mintable=${mintable.id}`);
    await fill(view.user, /^Wallet address/, '0x8ba1f109551bD432803012645Ac136ddd64DBA7');
    await view.user.click(screen.getByRole('button', { name: 'Mint…' }));
    expect(
      await screen.findByText('Enter an Ethereum address: 0x followed by 40 hexadecimal characters.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(requests)).toEqual([]);
  });

  it('asks first, naming the mintable and the wallet, mints once and shows the token', async () => {
    const requests = recordRequests(sandbox);
    const mintable = seededMintable('Guild Hoodie');
    const before = mintsOf(mintable.id);
    const view = renderRoute(`${collectionUrl()}?mintable=${mintable.id}`);
    await fill(view.user, /^Wallet address/, WALLET.toLowerCase());
    await view.user.click(screen.getByRole('button', { name: 'Mint…' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(mintable.id);
    expect(dialog).toHaveTextContent(WALLET);
    await view.user.dblClick(within(dialog).getByRole('button', { name: 'Mint' }));

    const result = await screen.findByRole('status', { name: 'Mint result' });
    expect(within(result).getByText(WALLET)).toBeInTheDocument();
    expect(within(result).getByText(/^0x[0-9a-f]{64}$/)).toBeInTheDocument();
    expect(writes(requests)).toHaveLength(1);
    expect(writes(requests)[0]?.body).toEqual({ wallet: WALLET });
    expect(mintsOf(mintable.id)).toBe(before + 1);
    expect(screen.getByLabelText(/^Wallet address/)).toHaveValue('');
  });

  it("puts the minted token in the member's tokens, read again after the mint", async () => {
    const mintable = seededMintable('Guild Hoodie');
    const { communityId } = nouns();
    const member = sandbox.runtime.store.data.members.find((m) => m.communityId === communityId)!;
    const memberUrl = `/communities/${communityId}/members/${member.id}`;
    const view = renderRoute(memberUrl);
    const tokenName = new RegExp(`^${mintable.name} #`);
    await screen.findByRole('table', { name: 'Tokens' });
    expect(screen.queryByText(tokenName)).not.toBeInTheDocument();

    await view.router.navigate(`${collectionUrl()}?mintable=${mintable.id}`);
    await fill(view.user, /^Wallet address/, member.wallet);
    await view.user.click(screen.getByRole('button', { name: 'Mint…' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mint' }));
    await screen.findByRole('status', { name: 'Mint result' });

    await view.router.navigate(memberUrl);
    const tokens = await screen.findByRole('table', { name: 'Tokens' });
    expect(await within(tokens).findByText(tokenName)).toBeInTheDocument();
  });

  it("shows the server's refusal beyond the maximum and keeps the input", async () => {
    const mintable = seededMintable('Noggles Builder Avatar');
    const view = renderRoute(`${collectionUrl()}?mintable=${mintable.id}`);
    for (const attempt of [1, 2]) {
      await fill(view.user, /^Wallet address/, WALLET);
      await view.user.click(screen.getByRole('button', { name: 'Mint…' }));
      await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mint' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      if (attempt === 1) await screen.findByRole('status', { name: 'Mint result' });
    }
    expect(
      await screen.findByText(`Mintable ${mintable.id} has reached its maximum of 50 mints`),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Wallet address/)).toHaveValue(WALLET);
    expect(screen.getByLabelText(/^Mintable ID/)).toHaveValue(mintable.id);
    expect(mintsOf(mintable.id)).toBe(50);
  });
});
