import { formatNumber, shortenAddress } from '../../lib/format';
import type { RankedEntry } from './board';

export interface TopEntriesChartProps {
  /** The first entries of the board, in board order, each with a value. */
  entries: readonly RankedEntry[];
  /** The metric's name as shown, e.g. "Score". */
  label: string;
}

const entryName = (e: RankedEntry) => e.name ?? shortenAddress(e.wallet);

/**
 * Horizontal bars of the top entries. The bars are SVG, the names and numbers are HTML beside them
 * (so text keeps its size on a phone). One image for assistive technology, named by the ranking it
 * draws; the table below is the same data, row by row.
 */
export function TopEntriesChart({ entries, label }: TopEntriesChartProps) {
  const values = entries.map((e) => e.value ?? 0);
  // Bars start at zero, or at the lowest value when some are negative.
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const span = high - low || 1;
  const summary = `${label}, top ${entries.length}: ${entries
    .map((e) => `${formatNumber(e.rank)}. ${entryName(e)} ${formatNumber(e.value)}`)
    .join('; ')}`;
  return (
    <div
      role="img"
      aria-label={summary}
      className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-x-3 gap-y-1.5 text-xs"
    >
      {entries.map((e) => {
        const value = e.value ?? 0;
        const from = ((Math.min(value, 0) - low) / span) * 100;
        const width = (Math.abs(value) / span) * 100;
        return (
          <div key={e.key} className="contents">
            <span className="truncate text-muted-foreground" title={e.wallet}>
              <span className="tabular-nums">{formatNumber(e.rank)}.</span> {entryName(e)}
            </span>
            <svg className="h-4 w-full" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden>
              <rect x={from} y={0} width={Math.max(width, 0.5)} height={10} className="fill-primary" />
            </svg>
            <span className="text-right font-medium tabular-nums">{formatNumber(e.value)}</span>
          </div>
        );
      })}
    </div>
  );
}
