import { describeFormFaults } from '../../testing/form-faults';
import { fillAll, heading } from '../../testing/form-steps';
import { setupSandbox } from '../../testing/use-sandbox';

// The webhook forms × the save faults and bursts (src/testing/form-faults.ts).
const sandbox = setupSandbox();

describeFormFaults(sandbox, [
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
      const hook = sandbox.runtime.store.data.webhooks?.[0];
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
]);
