import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { describeFormFaults, type FormCase, type FormUser } from '../testing/form-faults';
import { setupSandbox } from '../testing/use-sandbox';

/**
 * The fault table for the community's own forms (members, tags, experiences, collections,
 * payments): see src/testing/form-faults.ts for what each entry is put through.
 */
const sandbox = setupSandbox();
const data = () => sandbox.runtime.store.data;

function nounsId(): string {
  const community = data().communities.find((c) => c.shortName === 'nouns-builders');
  if (!community) throw new Error('no nouns-builders community in the seed');
  return community.id;
}

function nounsCollection(): string {
  const collection = data().collections.find((c) => c.communityId === nounsId());
  if (!collection) throw new Error('no nouns-builders collection in the seed');
  return `/communities/${nounsId()}/collections/${collection.id}`;
}

function seeded<T extends { name: string }>(list: T[], name: string): T {
  const found = list.find((item) => item.name === name);
  if (!found) throw new Error(`no ${name} in the seed`);
  return found;
}

/** Replaces a field's value as a user pasting it would (typing long values key by key is slow). */
async function fill(user: FormUser, label: RegExp | string, value: string): Promise<void> {
  const input = await screen.findByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

async function fillAll(user: FormUser, fields: readonly (readonly [RegExp | string, string])[]) {
  for (const [label, value] of fields) await fill(user, label, value);
  return fields;
}

const atPath = (view: { router: { state: { location: { pathname: string } } } }, path: RegExp | string) =>
  waitFor(() =>
    typeof path === 'string'
      ? expect(view.router.state.location.pathname).toBe(path)
      : expect(view.router.state.location.pathname).toMatch(path),
  );

const WALLET = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

const EXPERIENCE = [
  [/^Name/, 'Winter Build Jam'],
  [/^Description/, 'A week of building small tools together.'],
  [/^Image URL/, 'https://img.sandbox.badge-console.test/experiences/jam.png'],
  [/^Banner URL/, 'https://img.sandbox.badge-console.test/banners/jam.png'],
  [/^Code URL/, 'https://code.sandbox.badge-console.test/jam/index.html'],
  [/^Starts/, '2026-12-01T18:00'],
  [/^Ends/, '2026-12-08T18:00'],
] as const;

const forms: FormCase[] = [
  {
    name: 'add member',
    url: () => `/communities/${nounsId()}/members/new`,
    operationId: 'addMember',
    isWrite: (r) => r.method === 'POST' && /\/member$/.test(r.path),
    fill: (user) => fillAll(user, [[/^Wallet address/, WALLET]]),
    submit: 'Add member',
    enterIn: /^Wallet address/,
    saved: (view) => atPath(view, /\/members$/),
  },
  {
    name: 'new tag',
    url: () => `/communities/${nounsId()}/tags/new`,
    operationId: 'createTag',
    isWrite: (r) => r.method === 'POST' && /\/tag$/.test(r.path),
    fill: (user) => fillAll(user, [[/^Name/, 'Night owls']]),
    submit: 'Create tag',
    enterIn: /^Name/,
    saved: (view) => atPath(view, /\/tags\/[^/]+$/),
  },
  {
    name: 'new experience',
    url: () => `/communities/${nounsId()}/experiences/new`,
    operationId: 'createExperience',
    isWrite: (r) => r.method === 'POST' && /\/experience$/.test(r.path),
    fill: (user) => fillAll(user, EXPERIENCE),
    submit: 'Create experience',
    enterIn: /^Name/,
    saved: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: 'Winter Build Jam' })).toBeInTheDocument();
    },
  },
  {
    name: 'edit experience',
    url: () => `/communities/${nounsId()}/experiences/${seeded(data().experiences, 'Noggles Arena').id}/edit`,
    operationId: 'updateExperience',
    isWrite: (r) => r.method === 'PATCH',
    fill: async (user) => {
      await screen.findByRole('heading', { level: 1, name: 'Edit Noggles Arena' });
      return fillAll(user, [
        [/^Name/, 'Noggles Arena Nights'],
        [/^Starts/, '2027-02-01T10:00'],
        [/^Ends/, '2027-03-01T10:00'],
      ]);
    },
    submit: 'Save changes',
    enterIn: /^Name/,
    saved: (view) => atPath(view, /\/experiences\/[^/]+$/),
  },
  {
    name: 'new mintable',
    url: () => `${nounsCollection()}/mintables/new`,
    operationId: 'createMintable',
    isWrite: (r) => r.method === 'POST' && /\/mintable$/.test(r.path),
    fill: async (user) => {
      await fillAll(user, [
        [/^Name/, 'Winter Scarf'],
        [/^Description/, 'A knitted scarf for every builder avatar.'],
      ]);
      await user.selectOptions(screen.getByLabelText(/^Type/), 'item');
      const rest = await fillAll(user, [
        [/^Image URL/, 'https://img.sandbox.badge-console.test/mintables/scarf.png'],
        [/^Banner URL/, 'https://img.sandbox.badge-console.test/banners/scarf.png'],
        ['Trait 1', 'Colour'],
        ['Value 1', 'Teal'],
        [/^Maximum mints/, '25'],
      ]);
      return [
        [/^Name/, 'Winter Scarf'],
        [/^Description/, 'A knitted scarf for every builder avatar.'],
        [/^Type/, 'item'],
        ...rest,
      ];
    },
    submit: 'Create mintable',
    enterIn: /^Name/,
    saved: (view) => atPath(view, nounsCollection()),
  },
  {
    name: 'mint to a wallet',
    url: () => `${nounsCollection()}?mintable=${seeded(data().mintables, 'Guild Hoodie').id}`,
    operationId: 'mintMintable',
    isWrite: (r) => r.method === 'POST' && /\/mint$/.test(r.path),
    fill: async (user) => {
      await fill(user, /^Wallet address/, WALLET);
      return [
        [/^Wallet address/, WALLET],
        [/^Mintable ID/, seeded(data().mintables, 'Guild Hoodie').id],
      ];
    },
    submit: 'Mint…',
    confirm: 'Mint',
    enterIn: /^Wallet address/,
    saved: async () => {
      expect(await screen.findByRole('status', { name: 'Mint result' })).toBeInTheDocument();
    },
  },
  {
    name: 'payment intent',
    url: () => `/communities/${nounsId()}/payments`,
    operationId: 'createPaymentIntent',
    isWrite: (r) => r.method === 'POST',
    fill: async (user) => {
      await user.selectOptions(await screen.findByLabelText(/^Chain/), 'Ethereum (1)');
      const typed = await fillAll(user, [
        [/^Amount/, '100'],
        [/^Token symbol/, 'usdc'],
      ]);
      return [[/^Chain/, '1'], ...typed];
    },
    submit: 'Create payment intent',
    enterIn: /^Amount/,
    saved: async () => {
      expect(await screen.findByRole('status', { name: 'Payment intent' })).toBeInTheDocument();
    },
  },
];

describeFormFaults(sandbox, forms);
