import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { describeFormFaults } from '../../testing/form-faults';
import { WALLET, atPath, fillAll, nounsPath, seeded } from '../../testing/form-steps';
import { nounsId } from '../../testing/rewards';
import { setupSandbox } from '../../testing/use-sandbox';

// The collection's forms × the save faults and bursts (src/testing/form-faults.ts).
const sandbox = setupSandbox();
const data = () => sandbox.runtime.store.data;

function nounsCollection(): string {
  const collection = data().collections.find((c) => c.communityId === nounsId(sandbox));
  if (!collection) throw new Error('no nouns-builders collection in the seed');
  return `${nounsPath(sandbox)}/collections/${collection.id}`;
}

describeFormFaults(sandbox, [
  {
    name: 'new mintable',
    url: () => `${nounsCollection()}/mintables/new`,
    operationId: 'createMintable',
    isWrite: (r) => r.method === 'POST' && /\/mintable$/.test(r.path),
    fill: async (user) => {
      const named = await fillAll(user, [
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
      return [...named, [/^Type/, 'item'], ...rest];
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
      await fillAll(user, [[/^Wallet address/, WALLET]]);
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
]);
