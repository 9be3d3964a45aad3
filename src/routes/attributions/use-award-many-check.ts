import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { describeIncompleteRead, isReadCancelled, type AllPagesProgress } from '../../api/fetch-all-pages';
import { fetchAllAttributions } from '../../features/attributions/api';
import { attributionHolder } from '../../features/attributions/attribution-wallet';
import type { CsvPhase, WalletCsvReport } from '../../lib/csv/csv-protocol';
import { readWalletCsv } from '../../lib/csv/read-wallet-csv';

/**
 * The checks of a bulk award: the list is read and checked in the CSV worker (addresses,
 * checksums, duplicates, by line) while every page of the badge's attributions is read, to know
 * who holds it already and how many claims it has left. A new list cancels the checks of the last.
 */

export interface BadgeHolders {
  /** Wallets holding the badge (lower case). */
  wallets: Set<string>;
  /** Attributions of the badge, claim codes not yet redeemed included. */
  total: number;
}

export type AwardCheckState =
  | { status: 'idle' }
  | {
      status: 'checking';
      phase: CsvPhase | 'attributions';
      share: number;
      attributions: AllPagesProgress | null;
    }
  | {
      status: 'ready';
      report: WalletCsvReport;
      /** Null when the attributions could not be read (see `holdersError`). */
      holders: BadgeHolders | null;
      holdersError?: string;
      /** When the check ended: the moment the dry run compares the claim end date with. */
      checkedAt: number;
    }
  | { status: 'failed'; message: string };

async function readHolders(
  communityId: string,
  badgeId: string,
  signal: AbortSignal,
  onProgress: (progress: AllPagesProgress) => void,
): Promise<BadgeHolders> {
  const all = await fetchAllAttributions(communityId, badgeId, { signal, onProgress });
  // Holders counted from part of the list would let the dry run promise claims that are gone.
  if (all.incomplete)
    throw new Error(`Not every attribution could be read: ${describeIncompleteRead(all.incomplete)}`);
  const wallets = new Set<string>();
  for (const attribution of all.items) {
    const wallet = attributionHolder(attribution).wallet;
    if (wallet) wallets.add(wallet.toLowerCase());
  }
  return { wallets, total: Math.max(all.total, all.items.length) };
}

export function useAwardManyCheck(
  communityId: string,
  badgeId: string,
  options: { createWorker?: (() => Worker) | null } = {},
) {
  const [state, setState] = useState<AwardCheckState>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);
  const { createWorker } = options;

  useEffect(() => () => current.current?.abort(), []);

  const begin = useCallback(() => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    return controller.signal;
  }, []);

  const holdersOf = useCallback(
    (signal: AbortSignal, onProgress: (progress: AllPagesProgress) => void) =>
      readHolders(communityId, badgeId, signal, onProgress).then(
        (holders) => ({ holders }),
        (error: unknown) => {
          if (signal.aborted || isReadCancelled(error)) throw error;
          return { holders: null, holdersError: errorMessage(error) };
        },
      ),
    [communityId, badgeId],
  );

  /** Reads pasted text or a dropped file and the badge's attributions, side by side. */
  const check = useCallback(
    async (source: string | Blob) => {
      const signal = begin();
      let progress: Extract<AwardCheckState, { status: 'checking' }> = {
        status: 'checking',
        phase: 'read',
        share: 0,
        attributions: null,
      };
      const show = (next: Partial<typeof progress>) => {
        progress = { ...progress, ...next };
        if (!signal.aborted) setState(progress);
      };
      show({});
      const holders = holdersOf(signal, (attributions) => show({ attributions }));
      // Awaited below, unless the list fails first: then its cancellation is nobody's error.
      holders.catch(() => undefined);
      try {
        const report = await readWalletCsv(source, {
          signal,
          listColumns: [],
          ...(createWorker === undefined ? {} : { createWorker }),
          onProgress: (phase, share) => show({ phase, share }),
        });
        show({ phase: 'attributions', share: 1 });
        const known = await holders;
        if (!signal.aborted) setState({ status: 'ready', report, ...known, checkedAt: Date.now() });
      } catch (error) {
        if (signal.aborted || isReadCancelled(error)) return;
        setState({ status: 'failed', message: errorMessage(error) });
      }
    },
    [begin, createWorker, holdersOf],
  );

  /** Reads the attributions again (after that read failed), keeping the checked list. */
  const recheck = useCallback(async () => {
    if (state.status !== 'ready') return;
    const { report } = state;
    const signal = begin();
    setState({ status: 'checking', phase: 'attributions', share: 1, attributions: null });
    try {
      const known = await holdersOf(signal, (attributions) => {
        if (!signal.aborted) setState({ status: 'checking', phase: 'attributions', share: 1, attributions });
      });
      if (!signal.aborted) setState({ status: 'ready', report, ...known, checkedAt: Date.now() });
    } catch {
      // Cancelled by a newer check.
    }
  }, [state, begin, holdersOf]);

  const reset = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, check, recheck, reset };
}
