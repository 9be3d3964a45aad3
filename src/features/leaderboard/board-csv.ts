import { toCsv, type CsvColumnSpec } from '../../lib/csv/to-csv';
import type { Metric, RankedEntry } from './board';
import type { ComparisonRow } from './compare';
import { REASON_LABELS } from './reason-labels';
import type { Reason } from './review-signals';

/** The board as CSV: every entry, in board order, with its rank (ties share one) and the metric. */
export function boardCsv(entries: readonly RankedEntry[], metric: Metric): string {
  const columns: CsvColumnSpec<RankedEntry>[] = [
    { header: 'rank', value: (e) => e.rank },
    { header: 'wallet', value: (e) => e.wallet },
    { header: 'ens', value: (e) => e.name },
    { header: 'earnedAt', value: (e) => e.earnedAt },
    { header: 'claimedAt', value: (e) => e.claimedAt },
    // Named as the metadata key it comes from, apart from the board's own rank.
    { header: `metadata.${metric}`, value: (e) => e.value },
  ];
  return toCsv(entries, columns);
}

/** A comparison as CSV: each entry's change, places moved, ranks and values before and now. */
export function comparisonCsv(rows: readonly ComparisonRow[], metric: Metric): string {
  const columns: CsvColumnSpec<ComparisonRow>[] = [
    { header: 'wallet', value: (r) => r.wallet },
    { header: 'ens', value: (r) => r.name },
    { header: 'change', value: (r) => r.change },
    { header: 'moved', value: (r) => r.moved },
    { header: 'rankBefore', value: (r) => r.rankBefore },
    { header: 'rankNow', value: (r) => r.rankNow },
    { header: `metadata.${metric}Before`, value: (r) => r.valueBefore },
    { header: `metadata.${metric}Now`, value: (r) => r.valueNow },
  ];
  return toCsv(rows, columns);
}

/** A file name from the badge's title: `leaderboard-early-supporters-score-desc.csv`. */
export function boardFileName(title: string, parts: readonly string[]): string {
  const slug = [title, ...parts]
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `leaderboard-${slug || 'badge'}.csv`;
}

/**
 * The flagged entries as CSV: the board's columns and the reasons (`Burst; Same metadata`). Every
 * text cell goes through toCsv, which neutralises spreadsheet formulas (a name starting with `=`).
 */
export function flaggedCsv(
  entries: readonly RankedEntry[],
  reasons: ReadonlyMap<string, readonly Reason[]>,
  metric: Metric,
): string {
  const flagged = entries.filter((e) => reasons.has(e.key));
  const columns: CsvColumnSpec<RankedEntry>[] = [
    { header: 'rank', value: (e) => e.rank },
    { header: 'wallet', value: (e) => e.wallet },
    { header: 'ens', value: (e) => e.name },
    { header: 'earnedAt', value: (e) => e.earnedAt },
    { header: 'claimedAt', value: (e) => e.claimedAt },
    { header: `metadata.${metric}`, value: (e) => e.value },
    { header: 'reasons', value: (e) => (reasons.get(e.key) ?? []).map((r) => REASON_LABELS[r]).join('; ') },
  ];
  return toCsv(flagged, columns);
}
