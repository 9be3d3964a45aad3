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
          {complete ? <HistogramChart bins={bins} label={label} /> : <Skeleton className="h-36" />}
        </CardContent>
      </Card>
    </div>
  );
}
