import { formatNumber } from '../../lib/format';
import type { Bin } from './histogram';

export interface HistogramChartProps {
  bins: readonly Bin[];
  /** The metric's name as shown, e.g. "Score". */
  label: string;
}

const range = (b: Bin) => `${formatNumber(b.from)}–${formatNumber(b.to)}`;

/**
 * Columns of a distribution: SVG bars stretched to the box, axis numbers in HTML below. One image
 * for assistive technology, named by a summary; the exact counts are in a table behind "Show the
 * numbers".
 */
export function HistogramChart({ bins, label }: HistogramChartProps) {
  const total = bins.reduce((sum, b) => sum + b.count, 0);
  const tallest = bins.reduce<Bin | undefined>(
    (top, b) => (top && top.count >= b.count ? top : b),
    undefined,
  );
  const peak = tallest?.count ?? 0;
  const first = bins[0];
  const last = bins.at(-1);
  if (!first || !last || !tallest) return null;
  const summary =
    `Distribution of ${label.toLowerCase()} over ${formatNumber(total)} entries, ` +
    `${formatNumber(first.from)} to ${formatNumber(last.to)} in ${bins.length} ranges; ` +
    `the most common range is ${range(tallest)} with ${formatNumber(peak)} entries.`;
  const width = 100 / bins.length;
  return (
    <div className="flex flex-col gap-2">
      <div role="img" aria-label={summary} className="flex flex-col gap-1">
        <p aria-hidden className="text-xs text-muted-foreground tabular-nums">
          {formatNumber(peak)} {peak === 1 ? 'entry' : 'entries'}
        </p>
        <svg
          className="h-36 w-full border-b border-border"
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          aria-hidden
        >
          {bins.map((b, i) => {
            const height = peak === 0 ? 0 : (b.count / peak) * 100;
            return (
              <rect
                key={b.from}
                x={i * width + width * 0.08}
                y={100 - height}
                width={width * 0.84}
                height={height}
                className="fill-primary"
              >
                <title>{`${range(b)}: ${formatNumber(b.count)}`}</title>
              </rect>
            );
          })}
        </svg>
        <div aria-hidden className="flex justify-between text-xs text-muted-foreground tabular-nums">
          <span>{formatNumber(first.from)}</span>
          <span>{label}</span>
          <span>{formatNumber(last.to)}</span>
        </div>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-primary underline-offset-4 hover:underline">
          Show the numbers
        </summary>
        <table className="mt-2 w-full text-left text-xs tabular-nums">
          <caption className="sr-only">{`${label} ranges and their entries`}</caption>
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 font-medium">
                {label}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Entries
              </th>
            </tr>
          </thead>
          <tbody>
            {bins.map((b) => (
              <tr key={b.from} className="border-t border-border">
                <td className="py-1">{range(b)}</td>
                <td className="py-1 text-right">{formatNumber(b.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
