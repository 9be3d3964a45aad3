import type { Snapshot } from './domain/stored';
import type { SeedPreset } from './seed/create-seed';

/**
 * The preset's seed, built in a worker (seed-worker.ts); undefined where there is no Worker or the
 * worker fails, and the caller then builds it on this thread as before. Same seed either way: it is
 * deterministic.
 */
export function seedOffThread(preset: SeedPreset): Promise<Snapshot | undefined> {
  if (typeof Worker === 'undefined') return Promise.resolve(undefined);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./seed-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(undefined);
      return;
    }
    const settle = (snapshot: Snapshot | undefined) => {
      worker.terminate();
      resolve(snapshot);
    };
    worker.addEventListener('message', (event: MessageEvent<Snapshot>) => settle(event.data));
    worker.addEventListener('error', () => settle(undefined));
    worker.addEventListener('messageerror', () => settle(undefined));
    worker.postMessage(preset);
  });
}
