import { RefreshCw } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { InlineError } from '../../components/feedback/inline-error';
import { TaskProgress } from '../../components/feedback/task-progress';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDateTime, formatNumber } from '../../lib/format';
import type { Insights } from './insights';
import type { InsightsState } from './use-insights';

export interface InsightsFrameProps {
  state: InsightsState;
  description: string;
  /** The card's spacing where it sits (the overview's cards are spaced by a margin). */
  className?: string;
  /**
   * The figures once computed; called with undefined while the first read is under way, for the
   * same layout with placeholders (the page below the card keeps its place when the figures come).
   */
  children: (insights: Insights | undefined) => ReactNode;
}

/**
 * The card the insights sit in: its title, when the data was read and a Refresh (in their place,
 * the reads' progress until the first figures are in), and a read's error with a way to try again.
 */
export function InsightsFrame({ state, description, className, children }: InsightsFrameProps) {
  const { insights, progress, asOf, refreshing, incomplete, badgesCut, badgesGone, error, refresh } = state;
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
        {insights && asOf !== undefined ? (
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
        ) : (
          !error && (
            // As tall as the line above (a small button's 32 px), which takes its place.
            <TaskProgress
              className="w-64 max-w-full"
              label="Reading the lists"
              done={progress.read}
              total={progress.total}
              unit="lists"
            />
          )
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-6" aria-busy={!insights && !error}>
        {error && (
          <InlineError
            boxed
            action={
              <Button variant="secondary" size="sm" onClick={refresh}>
                Try again
              </Button>
            }
          >
            The insights could not be read: {error.message}
          </InlineError>
        )}
        {incomplete && (
          <p className="text-xs text-muted-foreground">
            The service ended a list before its total: the figures leave out what it did not send.
          </p>
        )}
        {badgesGone !== undefined && (
          <p className="text-xs text-muted-foreground">
            {badgesGone === 1
              ? 'A badge the service listed was not found when its awards were read (deleted since?): the figures leave it out.'
              : `${formatNumber(badgesGone)} badges the service listed were not found when their awards were read (deleted since?): the figures leave them out.`}
          </p>
        )}
        {badgesCut && (
          <p className="text-xs text-muted-foreground">
            The figures are of the first {formatNumber(badgesCut.read)} of the community’s{' '}
            {formatNumber(badgesCut.total)} badges: reading the awards of every badge would take at least{' '}
            {formatNumber(badgesCut.total)} requests.
          </p>
        )}
        {(insights || !error) && children(insights)}
      </CardContent>
    </Card>
  );
}

export interface FigureValue {
  label: string;
  /** undefined while the figures are read. */
  value: string | undefined;
}

/** The row of labelled figures at the top of the insights; a placeholder stands for each value not read yet. */
export function FigureRow({ figures }: { figures: readonly FigureValue[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
      {figures.map(({ label, value }) => (
        <div key={label} className="flex flex-col gap-0.5">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-xl font-semibold tabular-nums">
            {value ?? (
              <>
                {/* One line of the value's text (28 px). */}
                <Skeleton className="my-1 h-5 w-20" />
                <span className="sr-only">Not read yet</span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
