import { describeFormFaults, type KeptValue } from '../../testing/form-faults';
import { atPath, fillAll, heading, nounsPath, seeded } from '../../testing/form-steps';
import { setupSandbox } from '../../testing/use-sandbox';

// The experience forms × the save faults and bursts (src/testing/form-faults.ts).
const sandbox = setupSandbox();
const experiences = () => `${nounsPath(sandbox)}/experiences`;

const EXPERIENCE: readonly KeptValue[] = [
  [/^Name/, 'Winter Build Jam'],
  [/^Description/, 'A week of building small tools together.'],
  [/^Image URL/, 'https://img.sandbox.badge-console.test/experiences/jam.png'],
  [/^Banner URL/, 'https://img.sandbox.badge-console.test/banners/jam.png'],
  [/^Code URL/, 'https://code.sandbox.badge-console.test/jam/index.html'],
  [/^Starts/, '2026-12-01T18:00'],
  [/^Ends/, '2026-12-08T18:00'],
];

describeFormFaults(sandbox, [
  {
    name: 'new experience',
    url: () => `${experiences()}/new`,
    operationId: 'createExperience',
    isWrite: (r) => r.method === 'POST' && /\/experience$/.test(r.path),
    fill: (user) => fillAll(user, EXPERIENCE),
    submit: 'Create experience',
    enterIn: /^Name/,
    saved: () => heading(1, 'Winter Build Jam'),
  },
  {
    name: 'edit experience',
    url: () => `${experiences()}/${seeded(sandbox.runtime.store.data.experiences, 'Noggles Arena').id}/edit`,
    operationId: 'updateExperience',
    isWrite: (r) => r.method === 'PATCH',
    fill: async (user) => {
      await heading(1, 'Edit Noggles Arena');
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
]);
