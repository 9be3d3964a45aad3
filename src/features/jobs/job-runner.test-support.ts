import { vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { createJobRunner, type JobRunner } from './job-runner';
import { memoryJobStorage, type JobStorage } from './job-storage';
import type { ItemOutcome, ItemResult, Job, JobKind } from './job-types';
import type { RetryPolicy } from './retry-policy';

/**
 * A pretend service for runner tests: it records every request, remembers which items it acted
 * on, and answers each request as the test scripts it (at once, never, or with an error).
 */
export type Answer =
  | { type: 'ok' }
  /** The service acts on the items, but its answer never arrives (the page is closed meanwhile). */
  | { type: 'lost' }
  /** The answer arrives when the test calls the returned release function. */
  | { type: 'held' }
  | { type: 'error'; error: unknown; acted?: boolean };

export class FakeService {
  readonly requests: string[][] = [];
  /** How many times the service acted on each item. */
  readonly acted = new Map<string, number>();
  readonly reconciled: string[][] = [];
  private readonly script: Answer[] = [];
  private readonly releases: (() => void)[] = [];

  /** The next requests' answers, in order; then every request answers ok. */
  answer(...answers: Answer[]) {
    this.script.push(...answers);
  }

  /** Lets the oldest held answer arrive. */
  release() {
    this.releases.shift()?.();
  }

  private act(items: readonly string[]) {
    for (const item of items) this.acted.set(item, (this.acted.get(item) ?? 0) + 1);
  }

  sentTwice(): string[] {
    const counts = new Map<string, number>();
    for (const item of this.requests.flat()) counts.set(item, (counts.get(item) ?? 0) + 1);
    return [...counts].filter(([, n]) => n > 1).map(([item]) => item);
  }

  async handle(items: readonly string[]): Promise<ItemOutcome[]> {
    this.requests.push([...items]);
    const answer = this.script.shift() ?? { type: 'ok' };
    const done = () => items.map((): ItemOutcome => ({ status: 'done' }));
    switch (answer.type) {
      case 'ok':
        this.act(items);
        return done();
      case 'lost':
        this.act(items);
        return new Promise<never>(() => undefined);
      case 'held':
        return new Promise((resolve) => {
          this.releases.push(() => {
            this.act(items);
            resolve(done());
          });
        });
      case 'error':
        if (answer.acted) this.act(items);
        throw answer.error;
    }
  }

  holds(item: string): boolean {
    return (this.acted.get(item) ?? 0) > 0;
  }
}

export function apiError(status: number, message: string, retryAfter?: string): ApiError {
  return new ApiError({ status, message, operation: 'POST /test', ...(retryAfter ? { retryAfter } : {}) });
}

export function items(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `w${i}`);
}

export type KindOptions = Partial<Pick<JobKind<string>, 'resendIsSafe' | 'alreadyDone'>> & {
  reconcile?: boolean;
  chunkSize?: number;
};

/** A kind over the fake service, with the settling strategy under test. */
export function testKind(service: FakeService, options: KindOptions = {}): JobKind<string, { tag: string }> {
  const { reconcile, chunkSize = 10, ...rest } = options;
  return {
    kind: 'test',
    chunkSize,
    describe: (item) => item,
    run: (chunk) => service.handle(chunk),
    ...rest,
    ...(reconcile
      ? {
          reconcile: (chunk: readonly string[]) => {
            service.reconciled.push([...chunk]);
            return Promise.resolve(
              chunk.map((item): ItemResult | undefined =>
                service.holds(item) ? { status: 'done' } : undefined,
              ),
            );
          },
        }
      : {}),
  };
}

export interface Harness {
  runner: JobRunner;
  storage: JobStorage & { records: Map<string, unknown> };
  job: (id: string) => Job;
  /** A new runner over the same storage, as after a page reload (the old one stops first). */
  reload: () => Promise<void>;
}

export async function harness(
  kind: JobKind<string, { tag: string }>,
  options: {
    retry?: Partial<RetryPolicy>;
    random?: () => number;
    connection?: string;
    yieldToMain?: () => Promise<void>;
  } = {},
): Promise<Harness> {
  const storage = memoryJobStorage();
  const make = () =>
    createJobRunner({
      storage,
      kindOf: (name) => (name === kind.kind ? (kind as JobKind) : undefined),
      connection: () => options.connection ?? 'http://api.test/v1',
      random: options.random ?? (() => 0.5),
      ...(options.retry ? { retry: options.retry } : {}),
      ...(options.yieldToMain ? { yieldToMain: options.yieldToMain } : {}),
      newId: () => `job-${Math.random().toString(36).slice(2)}`,
    });
  const h: Harness = {
    runner: make(),
    storage,
    job: (id) => {
      const found = h.runner.getState().jobs.find((j) => j.id === id);
      if (!found) throw new Error(`no job ${id}`);
      return found;
    },
    reload: async () => {
      h.runner.dispose();
      h.runner = make();
      await h.runner.ready;
    },
  };
  await h.runner.ready;
  return h;
}

/** Every backoff wait the job starts, in milliseconds from when it starts. */
export function recordWaits(h: Harness, id: string): number[] {
  const waits: number[] = [];
  let last: unknown = null;
  h.runner.subscribe(() => {
    const wait = h.runner.getState().jobs.find((j) => j.id === id)?.wait ?? null;
    if (wait && wait !== last) waits.push(wait.until - Date.now());
    last = wait;
  });
  return waits;
}

/**
 * Lets pending promises and zero-delay timers run (fake timers), until `done` holds. Steps of 1 ms:
 * the fake clock schedules a zero-delay timer set while timers run 1 ms later.
 */
export async function until(done: () => boolean, limit = 2000): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    if (done()) return;
    await vi.advanceTimersByTimeAsync(1);
  }
  throw new Error('The condition was never met');
}
