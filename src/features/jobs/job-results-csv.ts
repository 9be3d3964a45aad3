import { downloadCsv, toCsv, type CsvCellValue, type CsvColumnSpec } from '../../lib/csv/to-csv';
import { jobKind } from './job-kinds';
import type { ItemResult, Job } from './job-types';

/**
 * A job's results as CSV, one line per item in the order given: the item's own columns, then
 * `status` (done, skipped, failed, cancelled, or pending for an unfinished job) and `message` (the
 * skip reason or the server's message).
 */

export interface ItemColumn<Item> {
  header: string;
  value: (item: Item) => CsvCellValue;
}

interface Line<Item> {
  item: Item;
  result: ItemResult | null;
}

function message(result: ItemResult | null): string {
  if (!result) return '';
  if (result.status === 'skipped') return result.reason;
  return result.message ?? '';
}

export function jobResultsCsv<Item>(job: Job<Item>, itemColumns?: readonly ItemColumn<Item>[]): string {
  const kind = jobKind(job.kind);
  const own: readonly ItemColumn<Item>[] = itemColumns ?? [
    { header: 'item', value: (item) => (kind ? kind.describe(item) : JSON.stringify(item)) },
  ];
  const columns: CsvColumnSpec<Line<Item>>[] = [
    ...own.map((c) => ({ header: c.header, value: (line: Line<Item>) => c.value(line.item) })),
    { header: 'status', value: (line) => line.result?.status ?? 'pending' },
    { header: 'message', value: (line) => message(line.result) },
  ];
  const lines = job.items.map((item, i) => ({ item, result: job.results[i] ?? null }));
  return toCsv(lines, columns);
}

/** Downloads the results as `<name>.csv` (default: the job's title and date). */
export function downloadJobResults<Item>(
  job: Job<Item>,
  itemColumns?: readonly ItemColumn<Item>[],
  name?: string,
): void {
  const date = new Date(job.createdAt).toISOString().slice(0, 10);
  const fallback = `${
    job.title
      .replace(/[^\w-]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'job'
  }-${date}-results`;
  downloadCsv(name ?? fallback, jobResultsCsv(job, itemColumns));
}
