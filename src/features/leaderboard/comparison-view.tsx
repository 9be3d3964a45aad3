import { Download, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DataTable } from '../../components/data-table/data-table';
import { EmptyState } from '../../components/feedback/empty-state';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { downloadCsv } from '../../lib/csv/to-csv';
import { formatDateTime, formatNumber } from '../../lib/format';
import type { Metric, RankedEntry } from './board';
import { comparisonCsv } from './board-csv';
import { compareBoards, type Change, type FrozenEntry } from './compare';
import { comparisonColumns } from './comparison-columns';
import { metricColumnLabel, orderLabel } from './order-label';
import type { SnapshotMeta } from './snapshot-storage';

type Filter = 'all' | Change;

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'up', label: 'Up' },
  { value: 'down', label: 'Down' },
  { value: 'new', label: 'New' },
  { value: 'dropped', label: 'Dropped' },
  { value: 'same', label: 'No change' },
];

export interface ComparisonViewProps {
  communityId: string;
  snapshot: SnapshotMeta;
  frozen: readonly FrozenEntry[];
  board: readonly RankedEntry[];
  metric: Metric;
  /** The CSV file's name. */
  fileName: string;
  onClose: () => void;
  /** Move focus to the comparison when it opens (the admin just asked for it). */
  focusOnOpen?: boolean;
}

/** The board now against a snapshot: counts of each change, the entries that changed, CSV export. */
export function ComparisonView(props: ComparisonViewProps) {
  const { communityId, snapshot, frozen, board, metric } = props;
  const comparison = useMemo(() => compareBoards(frozen, board), [frozen, board]);
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const rows = useMemo(
    () => (filter === 'all' ? comparison.rows : comparison.rows.filter((r) => r.change === filter)),
    [comparison, filter],
  );
  const columns = useMemo(
    () => comparisonColumns(communityId, metricColumnLabel(metric)),
    [communityId, metric],
  );
  const count = (f: Filter) => (f === 'all' ? comparison.rows.length : comparison.counts[f]);
  const taken = formatDateTime(snapshot.takenAt, { dateStyle: 'medium', timeStyle: 'medium' });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (props.focusOnOpen) heading.current?.focus();
  }, [props.focusOnOpen, snapshot.id]);

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle ref={heading} tabIndex={-1} className="outline-none">
            Compared with the snapshot of {taken}
          </CardTitle>
          <CardDescription>
            {orderLabel(snapshot.metric, snapshot.direction)}: {formatNumber(snapshot.count)} entries then,{' '}
            {formatNumber(board.length)} now.
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => downloadCsv(props.fileName, comparisonCsv(comparison.rows, metric))}
          >
            <Download aria-hidden />
            Export comparison
          </Button>
          <Button variant="ghost" onClick={props.onClose}>
            <X aria-hidden />
            Stop comparing
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div role="group" aria-label="Show" className="flex flex-wrap gap-2">
          {FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              aria-pressed={filter === f.value}
              onClick={() => {
                setFilter(f.value);
                setPage(1);
              }}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                filter === f.value
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-input bg-background hover:bg-muted',
              )}
            >
              {f.label} <span className="tabular-nums">{formatNumber(count(f.value))}</span>
            </button>
          ))}
        </div>
        <DataTable
          label="Comparison with the snapshot"
          columns={columns}
          query={{
            data: { results: rows.slice((page - 1) * perPage, page * perPage), total: rows.length },
            error: null,
            isPending: false,
            isPlaceholderData: false,
            refetch: () => undefined,
          }}
          getRowId={(r) => r.key}
          empty={
            <EmptyState
              title="Nothing here"
              description="No entry of the board changed this way since the snapshot."
            />
          }
          paging={{
            page,
            perPage,
            setPage,
            setPerPage: (n) => {
              setPerPage(n);
              setPage(1);
            },
          }}
        />
      </CardContent>
    </Card>
  );
}
