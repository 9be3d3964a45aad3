import { ColumnPlot, useColumnReadout } from '../../components/charts/column-plot';
import { CountAxis, CountGridLines } from '../../components/charts/count-grid';
import { StaticTable, type StaticColumn } from '../../components/data-table/static-table';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { seriesColor } from './series-colors';
import { countTicks } from './ticks';

export interface ChartColumn {
  key: number;
  /** The period in words, e.g. "Week of 26 Oct 2026". */
  label: string;
  /** The period on the axis, e.g. "26 Oct". */
  short: string;
  /** One value per series. */
  values: number[];
}

export interface ColumnChartProps {
  /** The chart's title, as its heading shows it: names the group and the table. */
  title: string;
  /** What the chart shows, in a sentence, read with the title. */
  summary: string;
  /** The table's first header, e.g. "Week". */
  period: string;
  /** Series names; with more than one, the columns are stacked and a legend is shown. */
  series: string[];
  /** What is counted, singular and plural: "award", "awards". */
  unit: readonly [string, string];
  columns: ChartColumn[];
  /** A further column of the table, e.g. the running total. */
  extra?: { header: string; values: number[] };
}

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const count = (value: number | undefined) => formatNumber(value ?? 0);

/** The numbers' columns: the period, each series when stacked, the total, and the extra column. */
function numberColumns(
  period: string,
  stackedSeries: readonly string[],
  totalHeader: string,
  extra: ColumnChartProps['extra'],
): StaticColumn<ChartColumn>[] {
  const figure = (id: string, header: string, cell: StaticColumn<ChartColumn>['cell']) => ({
    id,
    header,
    cell,
    className: 'pl-3 text-right',
  });
  return [
    { id: 'period', header: period, rowHeader: true, cell: (c) => c.label },
    ...stackedSeries.map((s, j) => figure(`series-${s}`, s, (c) => count(c.values[j]))),
    figure('total', totalHeader, (c) => count(sum(c.values))),
    ...(extra ? [figure('extra', extra.header, (_, i) => count(extra.values[i]))] : []),
  ];
}

/**
 * Counts per period as SVG columns (stacked when there are several series), with a count axis and
 * the first, middle and last periods below, in HTML so text keeps its size on a phone. A group named
 * by the title and a summary; each column is one tab stop of a roving set (arrow keys, Home, End)
 * named by its period and counts, which the column hovered or focused also shows above the chart.
 * The exact numbers are in a table behind "Show the numbers".
 */
export function ColumnChart({ title, summary, period, series, unit, columns, extra }: ColumnChartProps) {
  const readout = useColumnReadout();
  const totals = columns.map((c) => sum(c.values));
  const ticks = countTicks(Math.max(0, ...totals));
  const top = ticks.at(-1) ?? 1;
  const width = 100 / Math.max(1, columns.length);
  const stacked = series.length > 1;
  const count = (n: number) => `${formatNumber(n)} ${n === 1 ? unit[0] : unit[1]}`;
  const columnText = (c: ChartColumn, i: number) =>
    stacked
      ? `${c.label}: ${count(totals[i] ?? 0)} (${series.map((s, j) => `${s} ${formatNumber(c.values[j] ?? 0)}`).join(', ')})`
      : `${c.label}: ${count(totals[i] ?? 0)}`;
  const { active } = readout;
  const shown = active === null ? undefined : columns[active];
  const axis = [columns[0], columns[Math.floor((columns.length - 1) / 2)], columns.at(-1)];

  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label={`${title}. ${summary}`} className="flex flex-col gap-2">
        {stacked && (
          <ul aria-hidden className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
            {series.map((s, j) => (
              <li key={s} className="flex items-center gap-1.5">
                <span className={cn('size-2.5 rounded-sm', seriesColor(j).swatch)} />
                {s}
              </li>
            ))}
          </ul>
        )}
        <p aria-hidden className="min-h-4 text-xs text-muted-foreground tabular-nums">
          {shown && active !== null
            ? columnText(shown, active)
            : 'Point at, tap or focus a column for its count.'}
        </p>
        <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
          <CountAxis ticks={ticks} top={top} />
          <ColumnPlot
            columns={columns.map((c, i) => ({ key: c.key, label: columnText(c, i) }))}
            initialFocus={columns.length - 1}
            readout={readout}
          >
            <CountGridLines ticks={ticks} top={top} />
            {columns.map((c, i) => {
              let base = 100;
              return c.values.map((v, j) => {
                const height = (v / top) * 100;
                base -= height;
                return (
                  <rect
                    key={`${String(c.key)}:${String(j)}`}
                    x={i * width + width * 0.1}
                    y={base}
                    width={width * 0.8}
                    height={height}
                    className={cn(seriesColor(j).fill, active !== null && active !== i && 'opacity-60')}
                  />
                );
              });
            })}
          </ColumnPlot>
          <span aria-hidden />
          <div aria-hidden className="flex justify-between pt-1 text-xs text-muted-foreground tabular-nums">
            {axis.map((c, i) => (
              <span key={i}>{c?.short}</span>
            ))}
          </div>
        </div>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-primary underline-offset-4 hover:underline">
          Show the numbers
        </summary>
        <div className="mt-2">
          <StaticTable
            caption={title}
            className="w-full text-xs"
            cellClassName="py-1"
            columns={numberColumns(
              period,
              stacked ? series : [],
              stacked ? 'Total' : capitalise(unit[1]),
              extra,
            )}
            rows={columns}
            getRowId={(c) => String(c.key)}
          />
        </div>
      </details>
    </div>
  );
}

/**
 * Where a column chart will be, while its counts are read: as tall as the chart is drawn (the hint
 * line, the plot with its axis, "Show the numbers"; a stacked chart adds one line of legend), so
 * what follows keeps its place when the chart comes.
 */
export function ColumnChartPlaceholder({ stacked = false }: { stacked?: boolean }) {
  return <Skeleton className={stacked ? 'h-[240px]' : 'h-[216px]'} />;
}
