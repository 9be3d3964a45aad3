import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { isReadCancelled } from '../../api/fetch-all-pages';
import {
  findExistingMembers,
  type ExistingCheck,
  type ExistingCheckProgress,
} from '../../features/members/existing-members';
import type { CsvPhase, WalletCsvReport } from '../../lib/csv/csv-protocol';
import { readWalletCsv } from '../../lib/csv/read-wallet-csv';

/**
 * The import's checks, one after the other: the file is read and checked in the CSV worker
 * (addresses, checksums, duplicates, by line), then the community is asked which of the valid
 * wallets are already members. A new file cancels the checks of the previous one.
 */
export type ImportCheckState =
  | { status: 'idle' }
  | { status: 'reading'; phase: CsvPhase; share: number }
  | { status: 'checking'; report: WalletCsvReport; progress: ExistingCheckProgress | null }
  | {
      status: 'ready';
      report: WalletCsvReport;
      /** Null when the members could not be checked (see `existingError`) or were not asked. */
      existing: ExistingCheck | null;
      existingError?: string;
    }
  | { status: 'failed'; message: string };

export interface ImportCheckOptions {
  /** Starts the CSV worker; tests pass null to parse on the calling thread. */
  createWorker?: (() => Worker) | null;
}

export function useImportCheck(communityId: string, options: ImportCheckOptions = {}) {
  const [state, setState] = useState<ImportCheckState>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);
  const { createWorker } = options;

  useEffect(() => () => current.current?.abort(), []);

  const checkMembers = useCallback(
    async (report: WalletCsvReport, signal: AbortSignal) => {
      setState({ status: 'checking', report, progress: null });
      try {
        const existing = await findExistingMembers(
          communityId,
          report.valid.map((row) => row.address),
          {
            signal,
            onProgress: (progress) => {
              if (!signal.aborted) setState({ status: 'checking', report, progress });
            },
          },
        );
        if (!signal.aborted) setState({ status: 'ready', report, existing });
      } catch (error) {
        if (signal.aborted || isReadCancelled(error)) return;
        setState({ status: 'ready', report, existing: null, existingError: errorMessage(error) });
      }
    },
    [communityId],
  );

  const start = useCallback(() => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    return controller.signal;
  }, []);

  /** Reads pasted text or a dropped file, then checks its wallets against the members. */
  const check = useCallback(
    async (source: string | Blob) => {
      const signal = start();
      setState({ status: 'reading', phase: 'read', share: 0 });
      let report: WalletCsvReport;
      try {
        report = await readWalletCsv(source, {
          signal,
          ...(createWorker === undefined ? {} : { createWorker }),
          onProgress: (phase, share) => {
            if (!signal.aborted) setState({ status: 'reading', phase, share });
          },
        });
      } catch (error) {
        if (!signal.aborted) setState({ status: 'failed', message: errorMessage(error) });
        return;
      }
      if (signal.aborted) return;
      await checkMembers(report, signal);
    },
    [start, createWorker, checkMembers],
  );

  /** Asks the service again which wallets are members (after that check failed). */
  const recheck = useCallback(() => {
    if (state.status !== 'ready') return;
    void checkMembers(state.report, start());
  }, [state, start, checkMembers]);

  /** Goes on without knowing the members: the service skips those already there. */
  const skipMemberCheck = useCallback(() => {
    if (state.status !== 'checking') return;
    current.current?.abort();
    setState({
      status: 'ready',
      report: state.report,
      existing: null,
      existingError: 'Not checked: the service will skip wallets that are already members.',
    });
  }, [state]);

  const reset = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, check, recheck, skipMemberCheck, reset };
}
