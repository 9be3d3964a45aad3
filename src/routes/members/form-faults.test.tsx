import { describeFormFaults } from '../../testing/form-faults';
import { WALLET, atPath, fillAll, nounsPath } from '../../testing/form-steps';
import { setupSandbox } from '../../testing/use-sandbox';

// The member form × the save faults and bursts (src/testing/form-faults.ts).
const sandbox = setupSandbox();

describeFormFaults(sandbox, [
  {
    name: 'add member',
    url: () => `${nounsPath(sandbox)}/members/new`,
    operationId: 'addMember',
    isWrite: (r) => r.method === 'POST' && /\/member$/.test(r.path),
    fill: (user) => fillAll(user, [[/^Wallet address/, WALLET]]),
    submit: 'Add member',
    enterIn: /^Wallet address/,
    saved: (view) => atPath(view, /\/members$/),
  },
]);
