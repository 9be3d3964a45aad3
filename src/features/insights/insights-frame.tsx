import { RefreshCw } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { TaskProgress } from '../../components/feedback/task-progress';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { formatDateTime } from '../../lib/format';
import type { Insights } from './insights';
import type { InsightsState } from './use-insights';

export interface InsightsFrameProps {
  state: InsightsState;
  description: string;
  /** The card's spacing where it sits (the overview's cards are spaced by a margin). */
  className?: string;
  /** The figures, once computed. */
  children: (insights: Insights) => ReactNode;
}

/**
 * The card the insights sit in: its title, when the data was read and a Refresh, the reads'
 * progress until the first figures are in, and a read's error with a way to try again.
 */
export function InsightsFrame({ state, description, className, children }: InsightsFrameProps) {
  const { insights, progress, asOf, refreshing, incomplete, error, refresh } = state;
  const titleId = useId();
  return (
    <Card
      className={className}
      role="region"
      aria-labelledby={titleId}
      // For the benchmark (npm run bench): the figures of the data read are on screen.
      data-insights={insights && !refreshing ? 'ready' : 'reading'}
    >
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1.5">
          <CardTitle id={titleId}>Insights</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {insights && asOf !== undefined && (
          <div className="flex items-center gap-3">
            <p className="text-xs text-muted-foreground" aria-live="polite">
              Data as of {formatDateTime(asOf, { timeStyle: 'medium' })}
              {refreshing && ' · refreshing…'}
            </p>
            <Button variant="secondary" size="sm" onClick={refresh} pending={refreshing}>
              {!refreshing && <RefreshCw aria-hidden />}
              Refresh
            </Button>
          </div>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-6" aria-busy={!insights && !error}>
        {error && (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-danger-bg px-3 py-2 text-sm text-danger-fg"
          >
            <span>The insights could not be read: {error.message}</span>
            <Button variant="secondary" size="sm" onClick={refresh}>
              Try again
            </Button>
          </div>
        )}
        {!insights && !error && (
          <TaskProgress label="Reading the lists" done={progress.read} total={progress.total} unit="lists" />
        )}
        {incomplete && (
          <p className="text-xs text-muted-foreground">
            The service ended a list before its total: the figures leave out what it did not send.
          </p>
        )}
        {insights && children(insights)}
      </CardContent>
    </Card>
  );
}

/** A labelled figure in the row at the top of the insights. */
export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
