/**
 * Bins of a metric's distribution for the histogram: equal widths on round numbers (1, 2, 2.5 or 5
 * times a power of ten), so the axis reads "0–500, 500–1,000" rather than "0–487.3". Each bin holds
 * the values from `from` up to, not including, `to`; the last one includes its upper edge.
 */

export interface Bin {
  from: number;
  to: number;
  count: number;
}

const NICE = [1, 2, 2.5, 5, 10];

/** The smallest round width that splits `range` into at most `bins` parts. */
export function niceStep(range: number, bins: number): number {
  if (!(range > 0) || bins < 1) return 1;
  const raw = range / bins;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const factor = NICE.find((n) => n * magnitude >= raw * (1 - 1e-12)) ?? 10;
  return factor * magnitude;
}

/** Rounds away binary noise (0.1 + 0.2) from an edge computed as start + i × step. */
function edge(start: number, step: number, i: number): number {
  return Number((start + i * step).toPrecision(12));
}

/**
 * The histogram of `values` in at most about `maxBins` bins. Integer data gets integer widths (a
 * score of 3 never lands in a bin "2.5–3"). One pass over the values after min and max: a board of
 * 50,000 entries takes about a millisecond, so it runs on the main thread without chunking.
 */
export function histogram(values: readonly number[], maxBins = 20): Bin[] {
  if (values.length === 0) return [];
  let min = Infinity;
  let max = -Infinity;
  let integers = true;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
    if (integers && !Number.isInteger(v)) integers = false;
  }
  let step = niceStep(max - min, maxBins);
  if (integers && step < 1) step = 1;
  const start = Math.floor(min / step) * step;
  const count = Math.max(1, Math.ceil((max - start) / step - 1e-9) || 1);
  // A value equal to the top edge belongs in the last bin; so does one just under it by rounding.
  const bins: Bin[] = Array.from({ length: count }, (_, i) => ({
    from: edge(start, step, i),
    to: edge(start, step, i + 1),
    count: 0,
  }));
  for (const v of values) {
    const index = Math.min(count - 1, Math.max(0, Math.floor((v - start) / step + 1e-9)));
    const bin = bins[index];
    if (bin) bin.count += 1;
  }
  return bins;
}

/**
 * The count axis's ticks for a tallest column of `peak` entries: 0 and round whole steps (at most
 * about four) up to the first at or above the peak, which becomes the top of the plot.
 */
export function countTicks(peak: number): number[] {
  // Counts are whole: a step under one becomes one, and 2.5 becomes 5 (never a tick at "2.5").
  const nice = niceStep(peak, 4);
  const step = nice < 1 ? 1 : Number.isInteger(nice) ? nice : 5;
  const ticks = [0];
  while ((ticks.at(-1) ?? 0) < peak) ticks.push(ticks.length * step);
  if (ticks.length === 1) ticks.push(step);
  return ticks;
}
