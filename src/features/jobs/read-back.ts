import { isMissingOperation } from '../../api/errors';
import { describeIncompleteRead, type AllPages } from '../../api/fetch-all-pages';
import { CONFIRMED_BY_READING } from './chunk-step';
import type { ItemResult } from './job-types';

/**
 * Reading the service back for items whose answer was lost (a job kind's `reconcile`): which of
 * them the service holds. What a read shows held is done, confirmed by the read; what it shows
 * absent is sent again. A read that cannot show absence (it failed, or came back incomplete) throws,
 * so the item stays uncertain and is read again later: never sent blind, never called failed.
 */

/** Reads in flight at once when each item is read on its own (a member, a member's badges). */
export const READ_BACK_CONCURRENCY = 4;

/** `held` per item, read a few at a time, as the kind's `reconcile` answers: done or send again. */
export async function readBack<Item>(
  items: readonly Item[],
  held: (item: Item) => Promise<boolean>,
): Promise<(ItemResult | undefined)[]> {
  const found: boolean[] = new Array<boolean>(items.length).fill(false);
  let next = 0;
  let failed = false;
  async function worker() {
    while (next < items.length && !failed) {
      const index = next++;
      const item = items[index];
      try {
        if (item !== undefined) found[index] = await held(item);
      } catch (error) {
        // One failed read settles nothing for this chunk: the others stop starting new reads.
        failed = true;
        throw error;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(READ_BACK_CONCURRENCY, items.length) }, worker));
  return found.map((isHeld) => (isHeld ? { status: 'done', message: CONFIRMED_BY_READING } : undefined));
}

/** The read could not show whether the item is there. */
export class ReadBackIncomplete extends Error {
  override readonly name = 'ReadBackIncomplete';
}

/**
 * Whether a whole read holds a record matching `matches`: a record found is proof; its absence is
 * proof only when the read is whole (a read that stopped early, or left out records that break the
 * contract, may have missed it).
 */
export function wholeReadHolds<T>(read: AllPages<T>, matches: (record: T) => boolean, what: string): boolean {
  if (read.items.some(matches)) return true;
  if (read.incomplete) {
    throw new ReadBackIncomplete(
      `The read of ${what} was not whole (${describeIncompleteRead(read.incomplete)})`,
    );
  }
  return false;
}

/**
 * A whole read done at most once per read-back (every uncertain item of a chunk asks the same
 * list), started on first use.
 */
export function once<T>(read: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () => (started ??= read());
}

/** A read the service does not offer (404 or 405 to an operation inferred from its pattern). */
export function notOffered(error: unknown, signal: AbortSignal): boolean {
  return isMissingOperation(error) && !signal.aborted;
}
