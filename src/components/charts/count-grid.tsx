import { formatNumber } from '../../lib/format';

/**
 * The parts the app's column charts share (the leaderboard's histogram, the insights' counts per
 * period): the count axis at the left, in HTML so its text keeps its size on a phone, and the grid
 * lines at each tick, drawn in the chart's stretched SVG (column-plot.tsx draws the columns).
 */

/** The count axis: ticks at round numbers, `top` (the last tick) at the top of the plot. */
export function CountAxis({ ticks, top }: { ticks: readonly number[]; top: number }) {
  return (
    <div aria-hidden className="relative h-36 min-w-6 text-right text-xs text-muted-foreground tabular-nums">
      {ticks.map((t) => (
        <span
          key={t}
          className="absolute right-0 block translate-y-1/2 leading-none"
          style={{ bottom: `${(t / top) * 100}%` }}
        >
          {formatNumber(t)}
        </span>
      ))}
    </div>
  );
}

/** A grid line at each tick above zero, for an SVG whose viewBox is 0 0 100 100. */
export function CountGridLines({ ticks, top }: { ticks: readonly number[]; top: number }) {
  return ticks
    .slice(1)
    .map((t) => (
      <line
        key={t}
        x1={0}
        x2={100}
        y1={100 - (t / top) * 100}
        y2={100 - (t / top) * 100}
        className="stroke-border"
        strokeWidth={1}
        vectorEffect="non-scaling-stroke"
      />
    ));
}
