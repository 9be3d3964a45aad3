import { humanize } from '../../lib/format';
import type { Direction, Metric } from './board';

/** A metric as a column header: "Score". */
export const metricLabel = (metric: Metric): string => humanize(metric);

/** An order in words: "Score, highest first". */
export function orderLabel(metric: Metric, direction: Direction): string {
  return `${metricLabel(metric)}, ${direction === 'DESC' ? 'highest' : 'lowest'} first`;
}
