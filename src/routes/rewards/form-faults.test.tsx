import { describeFormFaults } from '../../testing/form-faults';
import { atPath, fillAll, heading, nounsPath } from '../../testing/form-steps';
import {
  CONTRACT,
  VALID as REWARD,
  arrangeReward,
  arrangeRewardBadge,
  fillValidReward,
} from '../../testing/rewards';
import { setupSandbox } from '../../testing/use-sandbox';

// The reward forms × the save faults and bursts (src/testing/form-faults.ts).
const sandbox = setupSandbox();
const badges = () => `${nounsPath(sandbox)}/badges`;

describeFormFaults(sandbox, [
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
]);
