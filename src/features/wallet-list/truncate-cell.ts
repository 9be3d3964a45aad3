import { formatNumber } from '../../lib/format';

/**
 * A cell of the per-line table, cut to `max` characters: a file can hold a 1 MB cell, and drawing it
 * whole holds the page for most of a second. The full length is said, so nothing is hidden silently.
 */
export const CELL_MAX = 120;

export interface ShownCell {
  text: string;
  /** The full length when cut, else undefined. */
  cutFrom?: number;
}

export function truncateCell(text: string, max: number = CELL_MAX): ShownCell {
  if (text.length <= max) return { text };
  return { text: `${text.slice(0, max)}…`, cutFrom: text.length };
}

/** "(1,048,576 characters)" for a cut cell. */
export function cutNote(cell: ShownCell): string {
  return cell.cutFrom === undefined ? '' : ` (${formatNumber(cell.cutFrom)} characters)`;
}
