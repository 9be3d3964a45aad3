import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { createAttribution } from '../sandbox/domain/attributions';
import { arrangeBadge } from '../testing/arrange';
import { describeFormFaults, type FormCase, type FormUser, type KeptValue } from '../testing/form-faults';
import {
  CONTRACT,
  VALID as REWARD,
  arrangeReward,
  arrangeRewardBadge,
  fillValidReward,
  nounsId as rewardCommunity,
} from '../testing/rewards';
import { setupSandbox } from '../testing/use-sandbox';

/**
 * The fault table for the forms of badges and what hangs off them (rewards, attributions, their
 * metadata) and of the account's webhooks: see src/testing/form-faults.ts for what each entry is
 * put through.
 */
const sandbox = setupSandbox();
const data = () => sandbox.runtime.store.data;
const nounsId = () => rewardCommunity(sandbox);
const badges = () => `/communities/${nounsId()}/badges`;

const WALLET = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';

/** A badge made for the test, live so that it can be awarded. */
function liveBadge() {
  const badge = arrangeBadge(sandbox, nounsId());
  const stored = data().badges.find((b) => b.id === badge.id);
  if (!stored) throw new Error('the arranged badge was not stored');
  stored.status = 'live';
  return stored;
}

/** Replaces a field's value as a user pasting it would (typing long values key by key is slow). */
async function fillAll(user: FormUser, fields: readonly KeptValue[]): Promise<readonly KeptValue[]> {
  for (const [label, value] of fields) {
    const input = await screen.findByLabelText(label);
    await user.clear(input);
    await user.click(input);
    await user.paste(String(value));
  }
  return fields;
}

const atPath = (view: { router: { state: { location: { pathname: string } } } }, path: RegExp) =>
  waitFor(() => expect(view.router.state.location.pathname).toMatch(path));

const heading = async (level: number, name: string) => {
  expect(await screen.findByRole('heading', { level, name })).toBeInTheDocument();
};

const BADGE: readonly KeptValue[] = [
  [/^Title/, 'Founding Reviewer 2031'],
  [/^Description/, 'Joined before the first proposal.'],
  [/^Image URL/, 'https://img.sandbox.badge-console.test/badges/early.svg'],
  [/^Claims end/, '2031-06-30T18:00'],
  [/^Maximum claims/, '500'],
  [/^Name/, 'Nouns Builders Guild'],
  [/^URL/, 'https://nounsbuilders.example'],
];

const forms: FormCase[] = [
  {
    name: 'new badge',
    url: () => `${badges()}/new`,
    operationId: 'createBadge',
    isWrite: (r) => r.method === 'POST' && /\/badge$/.test(r.path),
    fill: (user) => fillAll(user, BADGE),
    submit: 'Create badge',
    enterIn: /^Title/,
    saved: () => heading(1, 'Founding Reviewer 2031'),
  },
  {
    name: 'edit badge',
    url: () => `${badges()}/${arrangeBadge(sandbox, nounsId()).id}/edit`,
    operationId: 'updateBadge',
    isWrite: (r) => r.method === 'PATCH',
    fill: (user) =>
      fillAll(user, [
        [/^Title/, 'Renamed badge'],
        [/^Claims end/, '2031-01-01T12:00'],
      ]),
    submit: 'Save changes',
    enterIn: /^Title/,
    saved: () => heading(1, 'Renamed badge'),
  },
  {
    name: 'new reward',
    url: () => `${badges()}/${arrangeRewardBadge(sandbox).id}/rewards/new`,
    operationId: 'createBadgeReward',
    isWrite: (r) => r.method === 'POST' && /\/reward$/.test(r.path),
    fill: async (user) => {
      await fillValidReward(user, '8453');
      return [
        [/^Name/, REWARD.name],
        [/^Description/, REWARD.description],
        [/^Image URL/, REWARD.image],
        [/^Provider/, 'Vault'],
        [/^Type/, 'erc20'],
        [/^Chain/, '8453'],
        [/^Vault ID/, REWARD.vaultId],
        [/^Contract/, CONTRACT.toLowerCase()],
        [/^Amount 1/, '1.5'],
        [/^Amount 2/, '2'],
        [/^Max spend/, REWARD.maxSpend],
        [/^Ends/, REWARD.endDate],
      ];
    },
    submit: 'Create reward',
    enterIn: /^Name/,
    saved: () => heading(2, REWARD.name),
  },
  {
    name: 'edit reward',
    url: () => {
      const badge = arrangeRewardBadge(sandbox);
      return `${badges()}/${badge.id}/rewards/${arrangeReward(sandbox, badge.id).id}/edit`;
    },
    operationId: 'updateBadgeReward',
    isWrite: (r) => r.method === 'PATCH',
    fill: (user) =>
      fillAll(user, [
        [/^Name/, 'Bigger gas refund'],
        [/^Max spend/, '3'],
        [/^Amount 1/, '0.004'],
      ]),
    submit: 'Save changes',
    enterIn: /^Name/,
    saved: (view) => atPath(view, /\/rewards\/[^/]+$/),
  },
  {
    name: 'award one attribution',
    url: () => `${badges()}/${liveBadge().id}/attributions/new`,
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
    url: () => `${badges()}/${liveBadge().id}/attributions/codes`,
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
      const badge = liveBadge();
      const body = { wallet: WALLET, metadata: { score: 42 } };
      const created = createAttribution(sandbox.runtime.store, {
        communityId: nounsId(),
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
  {
    name: 'new webhook',
    url: () => '/webhooks/new',
    operationId: 'createWebhook',
    isWrite: (r) => r.method === 'POST' && r.path === '/webhooks',
    fill: (user) => fillAll(user, [[/^Callback URL/, 'https://hooks.example/badges']]),
    submit: 'Create webhook',
    enterIn: /^Callback URL/,
    saved: () => heading(2, 'Signing key'),
  },
  {
    name: 'edit webhook',
    url: () => {
      const hook = data().webhooks[0];
      if (!hook) throw new Error('the demo seed has no webhook');
      return `/webhooks/${hook.id}`;
    },
    operationId: 'updateWebhook',
    isWrite: (r) => r.method === 'PATCH',
    fill: async (user) => {
      await heading(1, 'Webhook');
      return fillAll(user, [[/^Callback URL/, 'https://hooks.example/moved']]);
    },
    submit: 'Save changes',
    enterIn: /^Callback URL/,
    saved: () => heading(1, 'Webhooks'),
  },
];

describeFormFaults(sandbox, forms);
