import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { isReadCancelled } from '../../api/fetch-all-pages';
import type { CsvPhase, WalletCsvReport } from '../../lib/csv/csv-protocol';
import { readWalletCsv } from '../../lib/csv/read-wallet-csv';
import type { CheckProgress, CheckedList, WalletListCheck } from './types';

/**
 * The checks of a wallet list, one after the other: the list is read and checked in the CSV worker
 * (addresses, checksums, duplicates, by line), then the service is asked about its valid wallets
 * (the page's check). A new list cancels the checks of the previous one.
 */
export type WalletListState<Context> =
  | { status: 'idle' }
  | { status: 'reading'; phase: CsvPhase; share: number }
  | { status: 'checking'; report: WalletCsvReport; progress: CheckProgress | null }
  | ({ status: 'ready' } & CheckedList<Context>)
  | { status: 'failed'; message: string };

export interface WalletListCheckOptions {
  listColumns: readonly string[];
  /** Starts the CSV worker; tests pass null to parse on the calling thread. */
  createWorker?: (() => Worker) | null;
}

export function useWalletListCheck<Context>(check: WalletListCheck<Context>, options: WalletListCheckOptions) {
  const [state, setState] = useState<WalletListState<Context>>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);
  const { createWorker, listColumns } = options;
  const { run } = check;

  useEffect(() => () => current.current?.abort(), []);

  const begin = useCallback(() => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    return controller.signal;
  }, []);

  const ask = useCallback(
    async (report: WalletCsvReport, signal: AbortSignal) => {
      setState({ status: 'checking', report, progress: null });
      // A check's late progress (a read it left running) must not bring back the progress bar.
      let settled = false;
      try {
        const context = await run(
          report.valid.map((row) => row.address),
          {
            signal,
            onProgress: (progress) => {
              if (!signal.aborted && !settled) setState({ status: 'checking', report, progress });
            },
          },
        ).finally(() => {
          settled = true;
        });
        if (!signal.aborted) setState({ status: 'ready', report, context, checkedAt: Date.now() });
      } catch (error) {
        if (signal.aborted || isReadCancelled(error)) return;
        setState({ status: 'ready', report, context: null, error: errorMessage(error), checkedAt: Date.now() });
      }
    },
    [run],
  );

  /** Reads pasted text or a dropped file, then asks the service about its wallets. */
  const read = useCallback(
    async (source: string | Blob) => {
      const signal = begin();
      setState({ status: 'reading', phase: 'read', share: 0 });
      let report: WalletCsvReport;
      try {
        report = await readWalletCsv(source, {
          signal,
          listColumns,
          ...(createWorker === undefined ? {} : { createWorker }),
          onProgress: (phase, share) => {
            if (!signal.aborted) setState({ status: 'reading', phase, share });
          },
        });
      } catch (error) {
        if (!signal.aborted) setState({ status: 'failed', message: errorMessage(error) });
        return;
      }
      if (!signal.aborted) await ask(report, signal);
    },
    [begin, ask, listColumns, createWorker],
  );

  /** Asks the service again (after its check failed), keeping the list as read. */
  const recheck = useCallback(() => {
    if (state.status !== 'ready') return;
    void ask(state.report, begin());
  }, [state, begin, ask]);

  /** Goes on without the service's check (when the page allows it). */
  const skip = useCallback(() => {
    if (state.status !== 'checking') return;
    current.current?.abort();
    setState({ status: 'ready', report: state.report, context: null, skipped: true, checkedAt: Date.now() });
  }, [state]);

  const reset = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, read, recheck, skip, reset };
}
