import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/errors';
import type { ItemOutcome, ItemResult, JobKind, RunContext } from './job-types';
import { classifyError } from './retry-policy';

/**
 * The operations jobs can run, by name. A job keeps only its kind's name, so a job resumed after a
 * reload waits until the module that defines its kind is loaded; defining one tells the runner.
 */
const kinds = new Map<string, JobKind>();
const listeners = new Set<() => void>();

/**
 * Defines (and registers) a job kind. `run`, `reconcile` and `alreadyDone` receive the items and
 * params a job of this kind was started with; see job-runner.ts for when each is called.
 */
export function defineJobKind<Item, Params>(kind: JobKind<Item, Params>): JobKind<Item, Params> {
  if (!Number.isInteger(kind.chunkSize) || kind.chunkSize < 1) {
    throw new Error(`Job kind "${kind.kind}": chunkSize must be a whole number of at least 1`);
  }
  // Stored without its type parameters: a job's items and params come from `startJob` with this
  // same kind, so they have the kind's types when they come back.
  const {
    run,
    reconcile,
    alreadyDone,
    describe,
    describeResult,
    resultColumns,
    resultLabels,
    unit,
    refresh,
  } = kind;
  const erased: JobKind = {
    kind: kind.kind,
    chunkSize: kind.chunkSize,
    ...(unit ? { unit } : {}),
    ...(kind.resendIsSafe === undefined ? {} : { resendIsSafe: kind.resendIsSafe }),
    ...(resultLabels ? { resultLabels } : {}),
    ...(resultColumns
      ? {
          resultColumns: resultColumns.map((column) => ({
            header: column.header,
            value: (item: unknown) => column.value(item as Item),
          })),
        }
      : {}),
    run: (chunk, context) => run(chunk as readonly Item[], context as RunContext<Params>),
    describe: (item) => describe(item as Item),
    ...(reconcile
      ? {
          reconcile: (chunk: readonly unknown[], context: RunContext<unknown>) =>
            reconcile(chunk as readonly Item[], context as RunContext<Params>),
        }
      : {}),
    ...(alreadyDone
      ? { alreadyDone: (error: unknown, item: unknown) => alreadyDone(error, item as Item) }
      : {}),
    ...(describeResult
      ? { describeResult: (item: unknown, result: ItemResult) => describeResult(item as Item, result) }
      : {}),
    ...(refresh
      ? { refresh: (queryClient: QueryClient, params: unknown) => refresh(queryClient, params as Params) }
      : {}),
  };
  kinds.set(kind.kind, erased);
  for (const listener of listeners) listener();
  return kind;
}

export function jobKind(name: string): JobKind | undefined {
  return kinds.get(name);
}

export function subscribeJobKinds(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * For kinds whose operation takes one item per request: sends the chunk's items one at a time
 * (`send` resolving means done unless it returns another outcome). After a refusal worth retrying
 * (429, 5xx) the rest of the chunk is not sent: those items carry the same error, marked as never
 * sent, and are retried with it after the wait, instead of pressing a service that is refusing. A
 * lost answer (a cut connection, a timeout) is no refusal: the next item goes out as usual, unless
 * the runner stopped the chunk (its signal aborted).
 */
export async function eachItem<Item, Params>(
  chunk: readonly Item[],
  context: RunContext<Params>,
  send: (item: Item, context: RunContext<Params>, index: number) => Promise<ItemOutcome | undefined>,
): Promise<ItemOutcome[]> {
  const outcomes: ItemOutcome[] = [];
  for (const [index, item] of chunk.entries()) {
    if (context.signal.aborted) {
      const error: unknown = context.signal.reason;
      while (outcomes.length < chunk.length) outcomes.push({ status: 'error', error, notSent: true });
      break;
    }
    try {
      outcomes.push((await send(item, context, index)) ?? { status: 'done' });
    } catch (error) {
      outcomes.push({ status: 'error', error });
      if (isRefusal(error)) {
        while (outcomes.length < chunk.length) outcomes.push({ status: 'error', error, notSent: true });
        break;
      }
    }
  }
  return outcomes;
}

/** An answer that refuses for now (429, 5xx): the items after it wait with it. */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.status > 0 && classifyError(error, Date.now()).retry;
}
