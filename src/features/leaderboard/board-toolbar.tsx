import { Download, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { InlineError } from '../../components/feedback/inline-error';
import { TaskProgress } from '../../components/feedback/task-progress';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/select';
import { formatDateTime, formatNumber } from '../../lib/format';
import { METRICS, isDirection, isMetric, type Direction, type Metric } from './board';
import { fallbackOrderNote, metricLabel } from './order-label';

export interface BoardToolbarProps {
  metric: Metric;
  direction: Direction;
  /** No entry carries the metric: the service lists the board in earn order, whatever the direction. */
  fallback: boolean;
  onOrderChange: (order: { metric: Metric; direction: Direction }) => void;
  /** Entries read so far, undefined before the first page. */
  read: number | undefined;
  complete: boolean;
  /** A refresh is running (the board on screen stays until the new one is in). */
  refreshing: boolean;
  /** When the board on screen was read (ms). */
  readAt: number;
  onRefresh: () => void;
  onExport: () => void;
  /** The read failed: with part of the board read, the page says where it stopped. */
  error: { message: string } | null;
  /** The page's views menu, beside the order it keeps. */
  views?: ReactNode;
}

/** The order (metric and direction), the read's progress, refresh and CSV export. */
export function BoardToolbar(props: BoardToolbarProps) {
  const { metric, direction, read, complete } = props;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Rank by">
          <NativeSelect
            value={metric}
            onChange={(e) =>
              isMetric(e.target.value) && props.onOrderChange({ metric: e.target.value, direction })
            }
            wrapperClassName="w-36"
          >
            {METRICS.map((m) => (
              <option key={m} value={m}>
                {metricLabel(m)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          label="Order"
          description={props.fallback ? fallbackOrderNote(metric) : undefined}
          className={props.fallback ? 'max-w-72' : undefined}
        >
          <NativeSelect
            value={direction}
            onChange={(e) =>
              isDirection(e.target.value) && props.onOrderChange({ metric, direction: e.target.value })
            }
            wrapperClassName="w-44"
          >
            <option value="DESC">Highest first</option>
            <option value="ASC">Lowest first</option>
          </NativeSelect>
        </Field>
        {props.views}
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <Button
            variant="secondary"
            onClick={props.onRefresh}
            pending={props.refreshing}
            disabled={!complete}
          >
            <RotateCw aria-hidden />
            Refresh
          </Button>
          <Button variant="secondary" onClick={props.onExport} disabled={!complete}>
            <Download aria-hidden />
            Export CSV
          </Button>
        </div>
      </div>
      {!complete && props.error && read !== undefined ? (
        <InlineError
          boxed
          action={
            <Button variant="secondary" size="sm" onClick={props.onRefresh}>
              Try again
            </Button>
          }
        >
          Reading the board stopped after {formatNumber(read)} entries: {props.error.message}. The ranks shown
          are right; the rest of the board is missing.
        </InlineError>
      ) : complete ? (
        // As tall as the progress it replaces (a line and its bar), so the page does not move up.
        <p className="min-h-8 text-sm text-muted-foreground" aria-live="polite">
          {formatNumber(read ?? 0)} {read === 1 ? 'entry' : 'entries'}, read{' '}
          {formatDateTime(props.readAt, { timeStyle: 'medium' })}
          {props.refreshing && ' · refreshing…'}
        </p>
      ) : (
        // Shown from the first request on (0 entries until the first page), so the line does not
        // push the page down when that page arrives.
        !props.error && <TaskProgress label="Reading the whole board" done={read ?? 0} unit="entries" />
      )}
    </div>
  );
}
