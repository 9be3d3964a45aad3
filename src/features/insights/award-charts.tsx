import { useId } from 'react';
import { formatNumber } from '../../lib/format';
import { ColumnChart, ColumnChartPlaceholder } from './column-chart';
import { chartColumns, utcDay, weekLabel } from './figure-format';
import { INSIGHT_DAYS, INSIGHT_WEEKS, type Bucket, type Insights } from './insights';

const AWARD = ['award', 'awards'] as const;

const total = (buckets: readonly Bucket[]) => buckets.reduce((s, b) => s + b.count, 0);

/**
 * Awards per week over six months and per day over a month, side by side on a wide screen; their
 * placeholders while `insights` is read.
 */
export function AwardCharts({ insights }: { insights: Insights | undefined }) {
  const id = useId();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section className="flex min-w-0 flex-col gap-2" aria-labelledby={`${id}-week`}>
        <h3 id={`${id}-week`} className="text-sm font-semibold">
          Awards per week
        </h3>
        {insights ? (
          <ColumnChart
            title="Awards per week"
            summary={`${formatNumber(total(insights.perWeek))} awards over the last ${String(INSIGHT_WEEKS)} weeks, weeks starting on Monday (UTC).`}
            period="Week"
            series={['Awards']}
            unit={AWARD}
            columns={chartColumns(insights.perWeek, weekLabel)}
          />
        ) : (
          <ColumnChartPlaceholder />
        )}
      </section>
      <section className="flex min-w-0 flex-col gap-2" aria-labelledby={`${id}-day`}>
        <h3 id={`${id}-day`} className="text-sm font-semibold">
          Awards per day
        </h3>
        {insights ? (
          <ColumnChart
            title="Awards per day"
            summary={`${formatNumber(total(insights.perDay))} awards over the last ${String(INSIGHT_DAYS)} days (UTC).`}
            period="Day"
            series={['Awards']}
            unit={AWARD}
            columns={chartColumns(insights.perDay, utcDay)}
          />
        ) : (
          <ColumnChartPlaceholder />
        )}
      </section>
    </div>
  );
}
