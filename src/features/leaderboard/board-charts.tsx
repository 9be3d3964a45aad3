import { useMemo } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { formatNumber } from '../../lib/format';
import type { RankedEntry } from './board';
import { histogram } from './histogram';
import { HistogramChart } from './histogram-chart';
import { TopEntriesChart } from './top-entries-chart';

/** Entries in the bar chart of the top of the board. */
export const TOP_CHART_ENTRIES = 10;
/** The height of a full top chart: ten rows of 16 px text with 6 px between them. */
const TOP_CHART_HEIGHT = 'h-[214px]';
/**
 * The distribution's placeholder until the whole board is read: the histogram's height as drawn
 * (its readout, plot, axis, caption and the toggle of its numbers), so nothing moves when it comes.
 */
const DISTRIBUTION_PENDING_HEIGHT = 'h-60';

export interface BoardChartsProps {
  entries: readonly RankedEntry[];
  /** The metric's name as shown, e.g. "Score". */
  label: string;
  /** The whole board is in: the distribution waits for it, the top of the board does not. */
  complete: boolean;
}

/** The top of the board as bars, and the distribution of the metric over the whole board. */
export function BoardCharts({ entries, label, complete }: BoardChartsProps) {
  const top = useMemo(() => {
    // The first few with a value: a loop that stops there, not a filter over the whole board.
    const out: RankedEntry[] = [];
    for (const e of entries) {
      if (out.length === TOP_CHART_ENTRIES) break;
      if (e.value !== null) out.push(e);
    }
    return out;
  }, [entries]);
  const values = useMemo(() => {
    if (!complete) return [];
    const out: number[] = [];
    for (const e of entries) if (e.value !== null) out.push(e.value);
    return out;
  }, [entries, complete]);
  const bins = useMemo(() => histogram(values), [values]);
  if (top.length === 0) return null;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle as="h3">Top {formatNumber(top.length)}</CardTitle>
          <CardDescription>{label} of the first entries on the board.</CardDescription>
        </CardHeader>
        <CardContent>
          <TopEntriesChart entries={top} label={label} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Distribution</CardTitle>
          <CardDescription>
            {complete
              ? `${label} of the ${formatNumber(values.length)} entries that carry one.`
              : 'Shown once the whole board is read.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {complete ? (
            <HistogramChart bins={bins} label={label} />
          ) : (
            <Skeleton className={DISTRIBUTION_PENDING_HEIGHT} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * The charts' place while the board's first page is on its way: the same two cards at the size of a
 * full top-10 chart, so the table below does not jump down when the charts arrive. Its lines are
 * decoration only (the table's own loading state is what is announced).
 */
export function BoardChartsPlaceholder() {
  return (
    <div aria-hidden="true" className="grid gap-4 lg:grid-cols-2">
      {/* The top chart, then the distribution as it shows while the board is read. */}
      {[TOP_CHART_HEIGHT, DISTRIBUTION_PENDING_HEIGHT].map((height) => (
        <Card key={height}>
          <CardHeader>
            <Skeleton className="h-6 w-28" />
            <Skeleton className="h-5 w-60 max-w-full" />
          </CardHeader>
          <CardContent>
            <Skeleton className={height} />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
