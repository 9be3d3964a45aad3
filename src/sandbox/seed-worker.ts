import { createSeed, type SeedPreset } from './seed/create-seed';

/**
 * A module worker that builds the demo world off the page's thread: building it is the longest
 * piece of the sandbox's start (tens of milliseconds on a desktop, several times that on a phone),
 * while taking the finished snapshot in is a fraction of that. Started by seed-off-thread.ts.
 */
addEventListener('message', (event: MessageEvent<SeedPreset>) => {
  postMessage(createSeed({ preset: event.data }));
});
