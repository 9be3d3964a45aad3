import { useId } from 'react';
import { formatNumber } from '../../lib/format';
import { ColumnChart } from './column-chart';
import { chartColumns, utcDay, weekLabel } from './figure-format';
import { INSIGHT_DAYS, INSIGHT_WEEKS, type Insights } from './insights';

const AWARD = ['award', 'awards'] as const;

/** Awards per week over six months and per day over a month, side by side on a wide screen. */
export function AwardCharts({ insights }: { insights: Insights }) {
  const id = useId();
  const weekly = insights.perWeek.reduce((s, b) => s + b.count, 0);
  const daily = insights.perDay.reduce((s, b) => s + b.count, 0);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section className="flex min-w-0 flex-col gap-2" aria-labelledby={`${id}-week`}>
        <h3 id={`${id}-week`} className="text-sm font-semibold">
          Awards per week
        </h3>
        <ColumnChart
          title="Awards per week"
          summary={`${formatNumber(weekly)} awards over the last ${String(INSIGHT_WEEKS)} weeks, weeks starting on Monday (UTC).`}
          period="Week"
          series={['Awards']}
          unit={AWARD}
          columns={chartColumns(insights.perWeek, weekLabel)}
        />
      </section>
      <section className="flex min-w-0 flex-col gap-2" aria-labelledby={`${id}-day`}>
        <h3 id={`${id}-day`} className="text-sm font-semibold">
          Awards per day
        </h3>
        <ColumnChart
          title="Awards per day"
          summary={`${formatNumber(daily)} awards over the last ${String(INSIGHT_DAYS)} days (UTC).`}
          period="Day"
          series={['Awards']}
          unit={AWARD}
          columns={chartColumns(insights.perDay, utcDay)}
        />
      </section>
    </div>
  );
}
