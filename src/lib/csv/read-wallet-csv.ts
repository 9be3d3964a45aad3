import {
  createReportCollector,
  runWalletCsv,
  type CsvPhase,
  type WalletCsvMessage,
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
  createWorker?: (() => Worker) | null;
}

function defaultWorker(): (() => Worker) | null {
  if (typeof Worker === 'undefined') return null;
  return () => new Worker(new URL('./csv-worker.ts', import.meta.url), { type: 'module' });
}

function abortError(): DOMException {
  return new DOMException('The file reading was cancelled', 'AbortError');
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
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(abortError());
  const collector = createReportCollector(options.onProgress);
  const start = options.createWorker === undefined ? defaultWorker() : options.createWorker;

  if (!start) {
    let report: WalletCsvReport | undefined;
    return runWalletCsv(request, (message) => {
      report = collector.receive(message) ?? report;
    }).then(() => {
      if (signal?.aborted) throw abortError();
      if (!report) throw new Error('The file could not be read.');
      return report;
    });
  }

  return new Promise<WalletCsvReport>((resolve, reject) => {
    const worker = start();
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort);
    worker.addEventListener('message', (event: MessageEvent<WalletCsvMessage>) => {
      try {
        const report = collector.receive(event.data);
        if (report) {
          finish();
          resolve(report);
        }
      } catch (error) {
        finish();
        reject(error instanceof Error ? error : new Error('The file could not be read.'));
      }
    });
    worker.addEventListener('error', (event) => {
      finish();
      reject(new Error(event.message || 'The file could not be read.'));
    });
    worker.postMessage(request);
  });
}
