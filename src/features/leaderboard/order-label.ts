import { humanize } from '../../lib/format';
import type { Direction, Metric } from './board';

/** A metric in words: "Score". */
export const metricLabel = (metric: Metric): string => humanize(metric);

/**
 * A metric as a column header. `rank` and `position` are values stored in the metadata, not the
 * board's own rank, so their column says so ("Metadata rank") beside the board's "Rank".
 */
export function metricColumnLabel(metric: Metric): string {
  return metric === 'rank' || metric === 'position' ? `Metadata ${metric}` : metricLabel(metric);
}

/** An order in words: "Score, highest first". */
export function orderLabel(metric: Metric, direction: Direction): string {
  return `${metricLabel(metric)}, ${direction === 'DESC' ? 'highest' : 'lowest'} first`;
}
