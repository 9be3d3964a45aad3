import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { describeFormFaults } from '../../testing/form-faults';
import { fillAll, nounsPath } from '../../testing/form-steps';
import { setupSandbox } from '../../testing/use-sandbox';

// The payment intent form × the save faults and bursts (src/testing/form-faults.ts).
const sandbox = setupSandbox();

describeFormFaults(sandbox, [
  {
    name: 'payment intent',
    url: () => `${nounsPath(sandbox)}/payments`,
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
]);
