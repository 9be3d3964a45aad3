import { toCsv, type CsvColumnSpec } from '../../lib/csv/to-csv';
import type { ClaimCode, CodeBatch } from './claim-code-store';

/** What this browser knows of a code, in words (the service lists no codes and no redemptions). */
export function codeUseText(code: ClaimCode): string {
  if (!code.use) return 'Not used from this browser';
  return code.use.outcome === 'redeemed' ? 'Redeemed from this browser' : 'Refused by the service';
}

const COLUMNS: CsvColumnSpec<ClaimCode & { batch: CodeBatch }>[] = [
  { header: 'code', value: (c) => c.code },
  { header: 'generatedAt', value: (c) => c.batch.createdAt },
  { header: 'inThisBrowser', value: codeUseText },
  { header: 'usedAt', value: (c) => c.use?.at },
  { header: 'attributionId', value: (c) => c.use?.attributionId },
  { header: 'message', value: (c) => c.use?.message },
];

/** One line per code of the batch. */
export function batchCsv(batch: CodeBatch): string {
  return toCsv(
    batch.codes.map((code) => ({ ...code, batch })),
    COLUMNS,
  );
}
