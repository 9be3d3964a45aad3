import { ColumnPlot, useColumnReadout } from '../../components/charts/column-plot';
import { CountAxis, CountGridLines } from '../../components/charts/count-grid';
import { StaticTable } from '../../components/data-table/static-table';
import { formatNumber } from '../../lib/format';
import { countTicks, type Bin } from './histogram';

export interface HistogramChartProps {
  bins: readonly Bin[];
  /** The metric's name as shown, e.g. "Score". */
  label: string;
}

const range = (b: Bin) => `${formatNumber(b.from)}–${formatNumber(b.to)}`;
const binText = (b: Bin) => `${range(b)}: ${formatNumber(b.count)} ${b.count === 1 ? 'entry' : 'entries'}`;

/**
 * Columns of a distribution: SVG bars stretched to the box, a count axis at the left and the
 * metric's range below, both in HTML (text keeps its size on a phone). A group named by a summary;
 * each column is one tab stop of a roving set (arrow keys move between them) named by its range and
 * count, and the column hovered or focused shows the same above the chart. The exact counts are
 * also in a table behind "Show the numbers".
 */
export function HistogramChart({ bins, label }: HistogramChartProps) {
  const readout = useColumnReadout();
  const total = bins.reduce((sum, b) => sum + b.count, 0);
  const tallest = bins.reduce<Bin | undefined>(
    (top, b) => (top && top.count >= b.count ? top : b),
    undefined,
  );
  const peak = tallest?.count ?? 0;
  const first = bins[0];
  const last = bins.at(-1);
  if (!first || !last || !tallest) return null;
  const ticks = countTicks(peak);
  const top = ticks.at(-1) ?? 1;
  const summary =
    `Distribution of ${label.toLowerCase()} over ${formatNumber(total)} entries, ` +
    `${formatNumber(first.from)} to ${formatNumber(last.to)} in ${bins.length} ranges; ` +
    `the most common range is ${range(tallest)} with ${formatNumber(peak)} entries.`;
  const width = 100 / bins.length;
  const shown = bins[readout.active ?? -1];

  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label={summary} className="flex flex-col gap-2">
        <p aria-hidden className="min-h-4 text-xs text-muted-foreground tabular-nums">
          {shown ? binText(shown) : 'Point at, tap or focus a column for its count.'}
        </p>
        <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
          <CountAxis ticks={ticks} top={top} />
          <ColumnPlot
            columns={bins.map((b) => ({ key: b.from, label: binText(b) }))}
            initialFocus={0}
            readout={readout}
          >
            <CountGridLines ticks={ticks} top={top} />
            {bins.map((b, i) => {
              const height = (b.count / top) * 100;
              return (
                <rect
                  key={b.from}
                  x={i * width + width * 0.08}
                  y={100 - height}
                  width={width * 0.84}
                  height={height}
                  className={i === readout.active ? 'fill-primary-hover' : 'fill-primary'}
                />
              );
            })}
          </ColumnPlot>
          <span aria-hidden />
          <div aria-hidden className="flex justify-between pt-1 text-xs text-muted-foreground tabular-nums">
            <span>{formatNumber(first.from)}</span>
            <span>{label}</span>
            <span>{formatNumber(last.to)}</span>
          </div>
        </div>
        <p aria-hidden className="text-xs text-muted-foreground">
          Entries per range of {label.toLowerCase()}
        </p>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-primary underline-offset-4 hover:underline">
          Show the numbers
        </summary>
        <StaticTable
          caption={`${label} ranges and their entries`}
          className="mt-2 w-full text-xs"
          cellClassName="py-1"
          columns={[
            { id: 'range', header: label, cell: range },
            { id: 'entries', header: 'Entries', cell: (b) => formatNumber(b.count), className: 'text-right' },
          ]}
          rows={bins}
          getRowId={(b) => String(b.from)}
        />
      </details>
    </div>
  );
}
