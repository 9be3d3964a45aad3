import { describeIncompleteRead, MAX_PAGE_SIZE, ReadCancelled, readPages } from '../../api/fetch-all-pages';
import { readMemberOrNone, readMembers } from '../../api/resources/members';

/**
 * Which of a list's wallets are already members of a community, before an import is sent.
 *
 * The service has no "which of these are members" operation, so there are two ways, and the cheaper
 * one is chosen from the sizes (one request of one member tells the community's size):
 * - read every page of the members (up to 1,000 a page, one request after the other): about
 *   members / 1,000 requests, whatever the file's size;
 * - read each wallet of the file as a member by address (404: not a member), a few at a time:
 *   one small request per wallet.
 * 10,000 wallets against 100,000 members: 100 page reads instead of 10,000 lookups (which would
 * also press the service's rate limit). 50 wallets against the same community: 50 small lookups
 * instead of 100 pages of 1,000 members. A page read carries about 1,000 members, so it is counted
 * as worth `LOOKUPS_PER_PAGE` lookups (its size costs more, but the lookups go out in parallel).
 */

export type ExistingCheckMethod = 'pages' | 'lookups';

export interface ExistingCheckProgress {
  method: ExistingCheckMethod;
  /** Members read, or wallets looked up. */
  done: number;
  total: number;
}

export interface ExistingCheckOptions {
  signal: AbortSignal;
  onProgress?: (progress: ExistingCheckProgress) => void;
}

export interface ExistingCheck {
  method: ExistingCheckMethod;
  /** The list's wallets (lower case) that are members. */
  members: Set<string>;
  /** Requests made. */
  requests: number;
}

/** A page read counts as this many single lookups when choosing (see above). */
export const LOOKUPS_PER_PAGE = 5;
/** Lookups in flight at once: enough to hide the round trips, few enough to stay polite. */
export const LOOKUP_CONCURRENCY = 6;

/** The cheaper way for `wallets` wallets against `members` members. */
export function chooseExistingCheck(wallets: number, members: number): ExistingCheckMethod {
  const pages = Math.ceil(members / MAX_PAGE_SIZE);
  return wallets <= pages * LOOKUPS_PER_PAGE ? 'lookups' : 'pages';
}

async function memberCount(communityId: string, signal: AbortSignal): Promise<number> {
  return (await readMembers(communityId, { page: 1, perPage: 1 }, signal)).total;
}

async function readAllWallets(
  communityId: string,
  wallets: readonly string[],
  options: ExistingCheckOptions,
): Promise<ExistingCheck> {
  const { signal } = options;
  const wanted = new Set(wallets.map((w) => w.toLowerCase()));
  const members = new Set<string>();
  // Page after page, one request at a time; each page is matched as it arrives and then dropped,
  // so neither 100,000 records nor one long pass over them stays on the page's thread.
  // A failure after the signal aborted ends the read as cancelled (the reader says so).
  const read = await readPages(
    ({ page, perPage, signal: pageSignal }) => readMembers(communityId, { page, perPage }, pageSignal),
    {
      signal,
      getId: (member) => member.id,
      onProgress: (p) =>
        options.onProgress?.({ method: 'pages', done: p.loaded, total: Math.max(p.total, p.loaded) }),
      onRecords: (page) => {
        for (const member of page) {
          const wallet = member.wallet?.toLowerCase();
          if (wallet && wanted.has(wallet)) members.add(wallet);
        }
      },
    },
  );
  // A check on part of the members would call members "new": better no answer than a wrong one.
  if (read.incomplete)
    throw new Error(`Not every member could be read: ${describeIncompleteRead(read.incomplete)}`);
  return { method: 'pages', members, requests: read.pages + 1 };
}

async function lookUpEach(
  communityId: string,
  wallets: readonly string[],
  options: ExistingCheckOptions,
): Promise<ExistingCheck> {
  const members = new Set<string>();
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < wallets.length) {
      if (options.signal.aborted) throw new ReadCancelled();
      const wallet = wallets[next++] ?? '';
      const member = await readMemberOrNone(communityId, wallet, options.signal).catch((error: unknown) => {
        throw options.signal.aborted ? new ReadCancelled() : error;
      });
      if (member) members.add(wallet.toLowerCase());
      done += 1;
      options.onProgress?.({ method: 'lookups', done, total: wallets.length });
    }
  };
  await Promise.all(Array.from({ length: Math.min(LOOKUP_CONCURRENCY, wallets.length) }, worker));
  if (options.signal.aborted) throw new ReadCancelled();
  return { method: 'lookups', members, requests: wallets.length + 1 };
}

/** The wallets of `wallets` (checksummed or any case) that are members of the community. */
export async function findExistingMembers(
  communityId: string,
  wallets: readonly string[],
  options: ExistingCheckOptions,
): Promise<ExistingCheck> {
  if (wallets.length === 0) return { method: 'lookups', members: new Set(), requests: 0 };
  const total = await memberCount(communityId, options.signal);
  if (total === 0) return { method: 'pages', members: new Set(), requests: 1 };
  return chooseExistingCheck(wallets.length, total) === 'lookups'
    ? lookUpEach(communityId, wallets, options)
    : readAllWallets(communityId, wallets, options);
}
