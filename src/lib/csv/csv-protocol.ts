import type { CallContext } from '../worker-rpc';
import { parseWalletCsv, type ParsedWalletCsv } from './parse-wallet-csv';
import { assertText } from './text-sniff';
import { validateWallets, type ValidWalletRow, type WalletReport } from './validate-wallets';
import type { WalletProblem } from './wallet-problems';

/**
 * The messages between a page and the CSV worker, and the two ends of the exchange. The same code
 * runs inside the worker and, where there is no Worker (tests, very old browsers), on the calling
 * thread, so both paths give the same report.
 */

export interface WalletCsvRequest {
  source: string | Blob;
  listColumns?: string[];
  existing?: { wallets: string[]; message: string };
}

/** Everything the parser learnt about the file, without the rows. */
export type WalletCsvSummary = Omit<ParsedWalletCsv, 'rows' | 'problems'>;

/** What a page gets: the file's shape, the rows to send and the refused lines. */
export interface WalletCsvReport extends WalletCsvSummary, WalletReport {}

export type CsvPhase = 'read' | 'parse' | 'validate';

export type WalletCsvMessage =
  | { type: 'progress'; phase: CsvPhase; share: number }
  | { type: 'valid'; rows: ValidWalletRow[] }
  | { type: 'problems'; problems: WalletProblem[] }
  | { type: 'done'; summary: WalletCsvSummary }
  | { type: 'error'; message: string };

/**
 * Rows per message. Copying a message into the page costs time on the page's thread; 5,000 rows
 * take a few milliseconds, so the page never stalls on a large file.
 */
export const BATCH_SIZE = 5000;

function postInBatches<T>(items: readonly T[], post: (batch: T[]) => void): void {
  for (let i = 0; i < items.length; i += BATCH_SIZE) post(items.slice(i, i + BATCH_SIZE));
}

/** Reads, parses and checks a file, posting progress, the results in batches, then `done`. */
export async function runWalletCsv(
  request: WalletCsvRequest,
  post: (message: WalletCsvMessage) => void,
): Promise<void> {
  try {
    post({ type: 'progress', phase: 'read', share: 0 });
    await assertText(request.source);
    const text = typeof request.source === 'string' ? request.source : await request.source.text();
    const parsed = parseWalletCsv(text, {
      listColumns: request.listColumns,
      onProgress: (share) => post({ type: 'progress', phase: 'parse', share }),
    });
    const report = validateWallets(parsed.rows, {
      existing: request.existing,
      onProgress: (share) => post({ type: 'progress', phase: 'validate', share }),
    });
    const problems = [...parsed.problems, ...report.problems].sort((a, b) => a.line - b.line);
    postInBatches(report.valid, (rows) => post({ type: 'valid', rows }));
    postInBatches(problems, (batch) => post({ type: 'problems', problems: batch }));
    const summary: WalletCsvSummary = {
      header: parsed.header,
      walletColumn: parsed.walletColumn,
      columns: parsed.columns,
      ignoredColumns: parsed.ignoredColumns,
      blankLines: parsed.blankLines,
      linesWithIgnoredCells: parsed.linesWithIgnoredCells,
    };
    post({ type: 'done', summary });
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : 'The file could not be read.' });
  }
}

/**
 * The CSV worker's one method (worker-rpc): the file's progress and results come as events, in
 * batches; a file that cannot be read ends the call with its error.
 */
export const walletCsvHandlers = {
  read: async (request: WalletCsvRequest, context: CallContext<WalletCsvMessage>): Promise<void> => {
    let failed: string | undefined;
    await runWalletCsv(request, (message) => {
      if (message.type === 'error') failed = message.message;
      else context.emit(message);
    });
    if (failed !== undefined) throw new Error(failed);
  },
};

export interface ReportCollector {
  /** Takes one message; returns the report on `done`, throws on `error`, else undefined. */
  receive: (message: WalletCsvMessage) => WalletCsvReport | undefined;
}

export function createReportCollector(
  onProgress?: (phase: CsvPhase, share: number) => void,
): ReportCollector {
  const valid: ValidWalletRow[] = [];
  const problems: WalletProblem[] = [];
  return {
    receive(message) {
      switch (message.type) {
        case 'progress':
          onProgress?.(message.phase, message.share);
          return undefined;
        case 'valid':
          for (const row of message.rows) valid.push(row);
          return undefined;
        case 'problems':
          for (const problem of message.problems) problems.push(problem);
          return undefined;
        case 'done':
          return { ...message.summary, valid, problems };
        case 'error':
          throw new Error(message.message);
      }
    },
  };
}
