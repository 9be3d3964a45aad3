import { describeIncompleteRead } from '../../api/fetch-all-pages';
import type { SortStatus } from '../../hooks/use-sorted-list';
import { formatDateTime, formatNumber } from '../../lib/format';
import { TaskProgress } from '../feedback/task-progress';
import { Button } from '../ui/button';

/** "about 7 s", "about 2 min": a read's time left, rounded up to what a person plans by. */
function aboutTime(seconds: number): string {
  if (seconds < 60) return `about ${String(Math.max(1, Math.ceil(seconds)))} s`;
  return `about ${String(Math.ceil(seconds / 60))} min`;
}

/** "Sorting 300 awards reads the whole list: about 7 s" (or its page count, before a page is timed). */
export function wholeReadLabel(doing: string, status: Extract<SortStatus, { state: 'reading' }>): string {
  return `${doing} reads the whole list: ${
    status.secondsLeft === undefined
      ? `${formatNumber(status.pageCount)} ${status.pageCount === 1 ? 'page' : 'pages'}`
      : aboutTime(status.secondsLeft)
  }`;
}

/**
 * What a sort of a long list needs and where it is: the whole read with its time and progress (and
 * a cancel), then the time the sorted list was read, with Refresh. A list sorted on its one page,
 * or not sorted, shows nothing.
 */
export function SortNotice({ status, noun }: { status: SortStatus; noun: string }) {
  const box = 'flex flex-wrap items-center gap-3 border-b border-border bg-muted/40 px-4 py-2 text-sm';
  if (status.state === 'reading') {
    const needs = wholeReadLabel(`Sorting ${formatNumber(status.total)} ${noun}`, status);
    return (
      <div className={box}>
        <TaskProgress
          className="w-full"
          label={needs}
          done={status.progress?.loaded ?? 0}
          total={status.progress?.total ?? status.total}
          unit="read"
          onCancel={status.cancel}
        />
      </div>
    );
  }
  if (status.state === 'sorting')
    return (
      <p role="status" className={box}>
        Sorting {formatNumber(status.total)} {noun}…
      </p>
    );
  if (status.state === 'failed')
    return (
      <div role="alert" className={`${box} text-destructive`}>
        <span className="min-w-0 flex-1">
          The list could not be sorted: {status.error.message}. It is shown in the service&apos;s order.
        </span>
        <Button variant="secondary" size="sm" onClick={status.retry}>
          Try again
        </Button>
        <Button variant="ghost" size="sm" onClick={status.clear}>
          Clear sort
        </Button>
      </div>
    );
  if (status.state !== 'sorted') return null;
  const { whole, refreshing } = status;
  return (
    <div className={box}>
      {refreshing ? (
        <TaskProgress
          className="w-full"
          label={`Reading ${noun} again`}
          done={refreshing.loaded}
          total={refreshing.total}
          unit="read"
        />
      ) : (
        <>
          <p role="status" className="min-w-0 flex-1 text-muted-foreground">
            Sorted from the whole list of {formatNumber(whole.items.length)} {noun}, read at{' '}
            {formatDateTime(status.readAt, { timeStyle: 'medium' })}.
            {whole.incomplete && ` Not the whole list: ${describeIncompleteRead(whole.incomplete)}.`}
          </p>
          <Button variant="secondary" size="sm" onClick={status.refresh}>
            Refresh
          </Button>
        </>
      )}
    </div>
  );
}
