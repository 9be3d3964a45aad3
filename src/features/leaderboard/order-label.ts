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

/**
 * A metric as the object of a sentence: "a score", but "points" (a plural takes no article), so
 * "carries a points" never reads on the page.
 */
export function metricInSentence(metric: Metric): string {
  return metric === 'points' ? 'points' : `a ${metric}`;
}

/**
 * An order in words: "Score, highest first". A board that falls back to earn time (no entry carries
 * the metric) is in earn order whichever direction was asked for, so its label says that instead.
 */
export function orderLabel(metric: Metric, direction: Direction, fallback = false): string {
  if (fallback) return `Earn time, earliest first (no ${metric})`;
  return `${metricLabel(metric)}, ${direction === 'DESC' ? 'highest' : 'lowest'} first`;
}

/** What the Order choice means when the board falls back to earn time. */
export function fallbackOrderNote(metric: Metric): string {
  return `No entry has ${metricInSentence(metric)}: in either order, the earliest earners come first.`;
}
