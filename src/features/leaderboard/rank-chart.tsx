import { useRef } from 'react';
import { StaticTable, type StaticColumn } from '../../components/data-table/static-table';
import { formatDateTime, formatNumber, shortenAddress } from '../../lib/format';
import { niceStep } from './histogram';
import type { RankSeries } from './rank-history';
import { useScrollsSideways } from './use-scrolls-sideways';

export interface RankChartProps {
  series: readonly RankSeries[];
  /** When each snapshot of the series was taken (ISO), oldest first: one per rank in a series. */
  times: readonly string[];
  /** The order the ranks are in, in words: "Score, highest first". */
  order: string;
}

/**
 * Line colours, each with a dark-mode shade, all at least 3:1 against the card in their theme
 * (non-text contrast). Lines are also told apart by the legend's order and the table, never by
 * colour alone.
 */
const COLOURS = [
  { stroke: 'stroke-indigo-600 dark:stroke-indigo-300', fill: 'bg-indigo-600 dark:bg-indigo-300' },
  { stroke: 'stroke-emerald-700 dark:stroke-emerald-300', fill: 'bg-emerald-700 dark:bg-emerald-300' },
  { stroke: 'stroke-orange-600 dark:stroke-orange-300', fill: 'bg-orange-600 dark:bg-orange-300' },
  { stroke: 'stroke-pink-600 dark:stroke-pink-300', fill: 'bg-pink-600 dark:bg-pink-300' },
  { stroke: 'stroke-sky-700 dark:stroke-sky-300', fill: 'bg-sky-700 dark:bg-sky-300' },
  { stroke: 'stroke-amber-700 dark:stroke-amber-200', fill: 'bg-amber-700 dark:bg-amber-200' },
  { stroke: 'stroke-violet-700 dark:stroke-violet-300', fill: 'bg-violet-700 dark:bg-violet-300' },
  { stroke: 'stroke-teal-700 dark:stroke-teal-200', fill: 'bg-teal-700 dark:bg-teal-200' },
  { stroke: 'stroke-red-700 dark:stroke-red-300', fill: 'bg-red-700 dark:bg-red-300' },
  { stroke: 'stroke-zinc-700 dark:stroke-zinc-300', fill: 'bg-zinc-700 dark:bg-zinc-300' },
] as const;

const colour = (i: number) => COLOURS[i % COLOURS.length] ?? COLOURS[0];
export const seriesName = (s: RankSeries) => s.name ?? shortenAddress(s.wallet);
/** A snapshot's time in full (snapshots may be minutes apart), and short for the axis on a phone. */
const when = (iso: string) => formatDateTime(iso, { dateStyle: 'medium', timeStyle: 'medium' });
const whenShort = (iso: string) => formatDateTime(iso, { dateStyle: 'short', timeStyle: 'short' });

/** The numbers' columns: the wallet, then its rank in each snapshot. */
function rankColumns(times: readonly string[]): StaticColumn<RankSeries>[] {
  return [
    { id: 'wallet', header: 'Wallet', rowHeader: true, cell: seriesName, title: (s) => s.wallet },
    ...times.map((t, i) => ({
      id: `${t}-${String(i)}`,
      header: when(t),
      cell: (s: RankSeries) => {
        const r = s.ranks[i] ?? null;
        return r === null ? '—' : formatNumber(r);
      },
      className: 'text-right whitespace-nowrap',
    })),
  ];
}

/** Rank ticks: 1 at the top, then round steps down to the lowest rank drawn. */
function rankTicks(lowest: number): number[] {
  if (lowest <= 1) return [1];
  const step = Math.max(1, Math.round(niceStep(lowest - 1, 4)));
  const ticks = [1];
  for (let t = step; t <= lowest; t += step) if (t > 1) ticks.push(t);
  // The lowest rank drawn gets its own tick when it is not close to the last round one.
  const last = ticks.at(-1) ?? 1;
  if (lowest - last >= step / 2) ticks.push(lowest);
  return ticks;
}

/** Consecutive points with a rank, as polyline runs: a wallet off a board breaks its line. */
function runs(ranks: readonly (number | null)[], x: (i: number) => number, y: (rank: number) => number) {
  const out: string[] = [];
  let run: string[] = [];
  ranks.forEach((rank, i) => {
    if (rank === null) {
      if (run.length > 0) out.push(run.join(' '));
      run = [];
    } else run.push(`${x(i)},${y(rank)}`);
  });
  if (run.length > 0) out.push(run.join(' '));
  return out;
}

/**
 * Rank over time, a line per wallet, rank 1 at the top (a bump chart). Lines are SVG stretched to
 * the box; points, axes and the legend are HTML, so text and dots keep their size on a phone. One
 * image for assistive technology, named by a summary of where each line starts and ends; the table
 * behind "Show the numbers" holds every rank.
 */
export function RankChart({ series, times, order }: RankChartProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(scroller);
  if (series.length === 0 || times.length === 0) return null;
  let lowest = 1;
  for (const s of series) for (const r of s.ranks) if (r !== null && r > lowest) lowest = r;
  const ticks = rankTicks(lowest);
  const bottom = Math.max(lowest, ticks.at(-1) ?? 1);
  const x = (i: number) => (times.length === 1 ? 50 : (i / (times.length - 1)) * 100);
  const y = (rank: number) => (bottom === 1 ? 50 : ((rank - 1) / (bottom - 1)) * 100);
  const first = times[0] ?? '';
  const last = times.at(-1) ?? '';
  const rankText = (r: number | null) => (r === null ? 'not on the board' : `rank ${formatNumber(r)}`);
  const summary =
    `Rank over time by ${order.toLowerCase()}, ${formatNumber(series.length)} wallets over ` +
    `${formatNumber(times.length)} snapshots from ${when(first)} to ${when(last)}: ` +
    series
      .map(
        (s) => `${seriesName(s)} from ${rankText(s.ranks[0] ?? null)} to ${rankText(s.ranks.at(-1) ?? null)}`,
      )
      .join('; ');

  return (
    <div className="flex flex-col gap-3">
      <div role="img" aria-label={summary} className="flex flex-col gap-2">
        <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
          <div
            aria-hidden
            className="relative h-56 min-w-6 text-right text-xs text-muted-foreground tabular-nums"
          >
            {/* Inset as the plot is, so each tick sits on its grid line. */}
            <div className="absolute inset-x-0 inset-y-2">
              {ticks.map((t) => (
                <span
                  key={t}
                  className="absolute right-0 block -translate-y-1/2 leading-none"
                  style={{ top: `${y(t)}%` }}
                >
                  {formatNumber(t)}
                </span>
              ))}
            </div>
          </div>
          {/* Inset so the dots of rank 1 and of the first and last snapshots are not cut at the edges. */}
          <div className="relative h-56 border-b border-l border-border">
            <div className="absolute inset-2">
              <svg
                className="absolute inset-0 size-full overflow-visible"
                viewBox="0 0 100 100"
                preserveAspectRatio="none"
                aria-hidden
              >
                {ticks.map((t) => (
                  <line
                    key={t}
                    x1={0}
                    x2={100}
                    y1={y(t)}
                    y2={y(t)}
                    className="stroke-border"
                    strokeWidth={1}
                    vectorEffect="non-scaling-stroke"
                  />
                ))}
                {series.map((s, i) =>
                  runs(s.ranks, x, y).map((points) => (
                    <polyline
                      key={`${s.key}-${points}`}
                      points={points}
                      fill="none"
                      strokeWidth={2}
                      strokeLinejoin="round"
                      vectorEffect="non-scaling-stroke"
                      className={colour(i).stroke}
                    />
                  )),
                )}
              </svg>
              {series.map((s, i) =>
                s.ranks.map((rank, t) =>
                  rank === null ? null : (
                    <span
                      key={`${s.key}-${String(t)}`}
                      title={`${seriesName(s)}: ${rankText(rank)}, ${when(times[t] ?? '')}`}
                      className={`absolute block size-2 -translate-x-1/2 -translate-y-1/2 rounded-full ring-2 ring-card ${colour(i).fill}`}
                      style={{ left: `${x(t)}%`, top: `${y(rank)}%` }}
                    />
                  ),
                ),
              )}
            </div>
          </div>
          <span aria-hidden />
          <div
            aria-hidden
            className="flex justify-between px-2 pt-1 text-xs text-muted-foreground tabular-nums"
          >
            <span>{whenShort(first)}</span>
            {times.length > 1 && <span>{whenShort(last)}</span>}
          </div>
        </div>
        <ol aria-hidden className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
          {series.map((s, i) => (
            <li key={s.key} className="flex min-w-0 items-center gap-1.5" title={s.wallet}>
              <span className={`size-2.5 shrink-0 rounded-full ${colour(i).fill}`} />
              <span className="truncate">{seriesName(s)}</span>
            </li>
          ))}
        </ol>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-primary underline-offset-4 hover:underline">
          Show the numbers
        </summary>
        {/* Named and focusable when it scrolls, so a keyboard can scroll it (a phone, many snapshots). */}
        <div
          ref={scroller}
          className="mt-2 overflow-x-auto"
          role={scrolls ? 'region' : undefined}
          aria-label={scrolls ? 'Ranks by snapshot' : undefined}
          tabIndex={scrolls ? 0 : undefined}
        >
          <StaticTable
            caption="Rank of each wallet in each snapshot"
            className="w-full text-xs"
            cellClassName="py-1 pr-3"
            columns={rankColumns(times)}
            rows={series}
            getRowId={(s) => s.key}
          />
        </div>
      </details>
    </div>
  );
}
