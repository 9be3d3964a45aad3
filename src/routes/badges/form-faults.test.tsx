import { arrangeBadge } from '../../testing/arrange';
import { describeFormFaults, type KeptValue } from '../../testing/form-faults';
import { fillAll, heading, nounsPath } from '../../testing/form-steps';
import { nounsId } from '../../testing/rewards';
import { setupSandbox } from '../../testing/use-sandbox';

// The badge forms × the save faults and bursts (src/testing/form-faults.ts).
const sandbox = setupSandbox();

const BADGE: readonly KeptValue[] = [
  [/^Title/, 'Founding Reviewer 2031'],
  [/^Description/, 'Joined before the first proposal.'],
  [/^Image URL/, 'https://img.sandbox.badge-console.test/badges/early.svg'],
  [/^Claims end/, '2031-06-30T18:00'],
  [/^Maximum claims/, '500'],
  [/^Name/, 'Nouns Builders Guild'],
  [/^URL/, 'https://nounsbuilders.example'],
];

describeFormFaults(sandbox, [
  {
    name: 'new badge',
    url: () => `${nounsPath(sandbox)}/badges/new`,
    operationId: 'createBadge',
    isWrite: (r) => r.method === 'POST' && /\/badge$/.test(r.path),
    fill: (user) => fillAll(user, BADGE),
    submit: 'Create badge',
    enterIn: /^Title/,
    saved: () => heading(1, 'Founding Reviewer 2031'),
  },
  {
    name: 'edit badge',
    url: () => `${nounsPath(sandbox)}/badges/${arrangeBadge(sandbox, nounsId(sandbox)).id}/edit`,
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
], { everyFault: true });
