import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { createAttribution } from '../../sandbox/domain/attributions';
import { describeFormFaults } from '../../testing/form-faults';
import { WALLET, fillAll, heading, liveBadge, nounsPath } from '../../testing/form-steps';
import { nounsId } from '../../testing/rewards';
import { setupSandbox } from '../../testing/use-sandbox';

// The attribution forms × the save faults and bursts (src/testing/form-faults.ts).
const sandbox = setupSandbox();
const badges = () => `${nounsPath(sandbox)}/badges`;

describeFormFaults(sandbox, [
  {
    name: 'award one attribution',
    url: () => `${badges()}/${liveBadge(sandbox).id}/attributions/new`,
    operationId: 'createBadgeAttribution',
    isWrite: (r) => r.method === 'POST' && /\/attribution$/.test(r.path),
    fill: (user) =>
      fillAll(user, [
        [/^Wallet address/, WALLET],
        ['Metadata (JSON)', '{"score": 42}'],
      ]),
    submit: 'Award badge',
    enterIn: /^Wallet address/,
    saved: () => heading(2, 'Attribution'),
  },
  {
    // One code per batch here, so one batch is one request.
    name: 'generate claim codes',
    url: () => `${badges()}/${liveBadge(sandbox).id}/attributions/codes`,
    operationId: 'generateBadgeAttributionCode',
    isWrite: (r) => r.method === 'GET' && /\/code$/.test(r.path),
    fill: (user) => fillAll(user, [['Number of codes', '1']]),
    submit: 'Generate codes',
    enterIn: 'Number of codes',
    saved: async () => {
      expect(await screen.findByText('1 code generated and kept below.')).toBeInTheDocument();
    },
  },
  {
    name: 'update metadata',
    url: () => {
      const badge = liveBadge(sandbox);
      const body = { wallet: WALLET, metadata: { score: 42 } };
      const created = createAttribution(sandbox.runtime.store, {
        communityId: nounsId(sandbox),
        badgeId: badge.id,
        body,
      });
      return `${badges()}/${badge.id}/attributions/${created.id}`;
    },
    operationId: 'updateBadgeAttribution',
    isWrite: (r) => r.method === 'PATCH',
    fill: async (user) => {
      const typed = await fillAll(user, [['New metadata (JSON)', '{"score": 50}']]);
      return [...typed, [/^Wallet address/, WALLET]];
    },
    submit: 'Update metadata',
    enterIn: /^Wallet address/,
    saved: async () => {
      expect(await screen.findByText('Applied.')).toBeInTheDocument();
    },
  },
]);
