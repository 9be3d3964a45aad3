import { workerClient, type WorkerLike } from '../worker-rpc';
import {
  createReportCollector,
  walletCsvHandlers,
  type CsvPhase,
  type WalletCsvReport,
  type WalletCsvRequest,
} from './csv-protocol';
import type { ExistingWallets } from './validate-wallets';

export interface ReadWalletCsvOptions {
  /** Columns read as `;`/`|` lists. Default `['tags']`. */
  listColumns?: readonly string[];
  /** Wallets to report as already present (members, or wallets already awarded). */
  existing?: ExistingWallets;
  onProgress?: (phase: CsvPhase, share: number) => void;
  /** Aborting stops the worker; the promise rejects with an AbortError. */
  signal?: AbortSignal;
  /**
   * Starts the worker. Defaults to the CSV module worker where the browser has workers; `null`
   * runs on this thread (what tests get, as jsdom and Node have no Worker).
   */
  createWorker?: (() => WorkerLike) | null;
}

function startCsvWorker(): Worker {
  return new Worker(new URL('./csv-worker.ts', import.meta.url), { type: 'module' });
}

/**
 * Parses and checks a wallet list (pasted text or a dropped file) in a worker, so a 100,000-line
 * file never freezes the tab, and resolves with the report: the valid rows (checksummed, with their
 * extra columns) and every refused line by number.
 */
export function readWalletCsv(
  source: string | Blob,
  options: ReadWalletCsvOptions = {},
): Promise<WalletCsvReport> {
  const request: WalletCsvRequest = {
    source,
    ...(options.listColumns ? { listColumns: [...options.listColumns] } : {}),
    ...(options.existing
      ? { existing: { wallets: [...options.existing.wallets], message: options.existing.message } }
      : {}),
  };
  const collector = createReportCollector(options.onProgress);
  // One worker per file, ended with it: a cancelled file's parsing stops at once.
  const reader = workerClient({
    start: options.createWorker === undefined ? startCsvWorker : options.createWorker,
    inPlace: () => walletCsvHandlers,
  });
  let report: WalletCsvReport | undefined;
  return reader
    .call('read', request, {
      signal: options.signal,
      onEvent: (message) => {
        report = collector.receive(message) ?? report;
      },
    })
    .then(() => {
      if (!report) throw new Error('The file could not be read.');
      return report;
    })
    .finally(() => reader.close());
}
