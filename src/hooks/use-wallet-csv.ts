import { useCallback, useEffect, useRef, useState } from 'react';
import type { CsvPhase, WalletCsvReport } from '../lib/csv/csv-protocol';
import { readWalletCsv, type ReadWalletCsvOptions } from '../lib/csv/read-wallet-csv';
import type { ExistingWallets } from '../lib/csv/validate-wallets';

export type WalletCsvState =
  | { status: 'idle' }
  | { status: 'reading'; phase: CsvPhase; share: number }
  | { status: 'done'; report: WalletCsvReport }
  | { status: 'error'; message: string };

export interface UseWalletCsv {
  state: WalletCsvState;
  /** Reads pasted text or a dropped file; a read in progress is cancelled first. */
  read: (source: string | Blob, existing?: ExistingWallets) => void;
  /** Cancels a read in progress and goes back to idle. */
  reset: () => void;
}

/**
 * A wallet list read in the CSV worker, as component state: progress while it runs, then the
 * report (valid rows and refused lines). Only the latest read counts; unmounting cancels it.
 */
export function useWalletCsv(
  options: Pick<ReadWalletCsvOptions, 'listColumns' | 'createWorker'> = {},
): UseWalletCsv {
  const [state, setState] = useState<WalletCsvState>({ status: 'idle' });
  const current = useRef<AbortController | undefined>(undefined);
  const { listColumns, createWorker } = options;

  const reset = useCallback(() => {
    current.current?.abort();
    current.current = undefined;
    setState({ status: 'idle' });
  }, []);

  const read = useCallback(
    (source: string | Blob, existing?: ExistingWallets) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setState({ status: 'reading', phase: 'read', share: 0 });
      readWalletCsv(source, {
        listColumns,
        existing,
        signal: controller.signal,
        ...(createWorker === undefined ? {} : { createWorker }),
        onProgress: (phase, share) => {
          if (!controller.signal.aborted) setState({ status: 'reading', phase, share });
        },
      }).then(
        (report) => {
          if (!controller.signal.aborted) setState({ status: 'done', report });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState({
            status: 'error',
            message: error instanceof Error ? error.message : 'The file could not be read.',
          });
        },
      );
    },
    [listColumns, createWorker],
  );

  useEffect(() => () => current.current?.abort(), []);
  return { state, read, reset };
}
