import { describeFormFaults } from '../../testing/form-faults';
import { atPath, fillAll, nounsPath } from '../../testing/form-steps';
import { setupSandbox } from '../../testing/use-sandbox';

// The tag form × the save faults and bursts (src/testing/form-faults.ts).
const sandbox = setupSandbox();

describeFormFaults(sandbox, [
  {
    name: 'new tag',
    url: () => `${nounsPath(sandbox)}/tags/new`,
    operationId: 'createTag',
    isWrite: (r) => r.method === 'POST' && /\/tag$/.test(r.path),
    fill: (user) => fillAll(user, [[/^Name/, 'Night owls']]),
    submit: 'Create tag',
    enterIn: /^Name/,
    saved: (view) => atPath(view, /\/tags\/[^/]+$/),
  },
]);
