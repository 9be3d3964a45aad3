import { downloadCsv, toCsv, toCsvParts, type CsvColumnSpec } from '../../lib/csv/to-csv';
import { jobKind } from './job-kinds';
import type { ItemColumn, ItemResult, ItemResultStatus, Job, JobKind } from './job-types';

/**
 * A job's results as CSV, one line per item in the order given: the item's own columns (the
 * kind's `resultColumns`, else `item` as the kind describes it), then `status` (done, skipped,
 * failed, cancelled, or pending for an unfinished job; in the kind's words where it has them, e.g.
 * "added") and `message` (the skip reason or the server's message).
 */

interface Line<Item> {
  item: Item;
  result: ItemResult | null;
}

function message(result: ItemResult | null): string {
  if (!result) return '';
  if (result.status === 'skipped') return result.reason;
  return result.message ?? '';
}

/** A result's status in the kind's words ("added"), else the status itself. */
export function resultLabel(
  kind: Pick<JobKind, 'resultLabels'> | undefined,
  status: ItemResultStatus | undefined,
): string {
  if (!status) return 'pending';
  return kind?.resultLabels?.[status] ?? status;
}

function resultColumns<Item>(
  job: Job<Item>,
  itemColumns: readonly ItemColumn<Item>[] | undefined,
): CsvColumnSpec<Line<Item>>[] {
  const kind = jobKind(job.kind);
  const own: readonly ItemColumn<Item>[] = itemColumns ??
    (kind?.resultColumns as readonly ItemColumn<Item>[] | undefined) ?? [
      { header: 'item', value: (item) => (kind ? kind.describe(item) : JSON.stringify(item)) },
    ];
  const columns: CsvColumnSpec<Line<Item>>[] = [
    ...own.map((c) => ({ header: c.header, value: (line: Line<Item>) => c.value(line.item) })),
    {
      header: 'status',
      value: (line) =>
        (line.result && kind?.describeResult?.(line.item, line.result)) ??
        resultLabel(kind, line.result?.status),
    },
    { header: 'message', value: (line) => message(line.result) },
  ];
  return columns;
}

const linesOf = <Item>(job: Job<Item>): Line<Item>[] =>
  job.items.map((item, i) => ({ item, result: job.results[i] ?? null }));

export function jobResultsCsv<Item>(job: Job<Item>, itemColumns?: readonly ItemColumn<Item>[]): string {
  return toCsv(linesOf(job), resultColumns(job, itemColumns));
}

/** The file name a job's results are offered under: its title and date. */
export function jobResultsFileName(job: Pick<Job, 'title' | 'createdAt'>): string {
  const date = new Date(job.createdAt).toISOString().slice(0, 10);
  const title =
    job.title
      .replace(/[^\w-]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'job';
  return `${title}-${date}-results.csv`;
}

/**
 * Downloads the results as `<name>.csv` (default: the job's title and date), written a slice at a
 * time so a 10,000-item job does not hold the page.
 */
export async function downloadJobResults<Item>(
  job: Job<Item>,
  itemColumns?: readonly ItemColumn<Item>[],
  name?: string,
): Promise<void> {
  const parts = await toCsvParts(linesOf(job), resultColumns(job, itemColumns));
  downloadCsv(name ?? jobResultsFileName(job), parts);
}
