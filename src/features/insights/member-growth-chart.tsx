import { formatNumber, humanize } from '../../lib/format';
import { ColumnChart, ColumnChartPlaceholder } from './column-chart';
import { chartColumns, weekLabel } from './figure-format';
import { INSIGHT_WEEKS, type MemberGrowth } from './insights';

const TITLE = 'New members per week, by how they were added';

/**
 * New members per week, stacked by how they were added, with the running total in the table; its
 * placeholder while `growth` is read.
 */
export function MemberGrowthChart({ growth }: { growth: MemberGrowth | undefined }) {
  return (
    <section className="flex min-w-0 flex-col gap-2" aria-label="Member growth">
      <h3 className="text-sm font-semibold">{TITLE}</h3>
      {growth ? <GrowthColumns growth={growth} /> : <ColumnChartPlaceholder stacked />}
    </section>
  );
}

function GrowthColumns({ growth }: { growth: MemberGrowth }) {
  const joined = growth.weeks.reduce((s, w) => s + w.total, 0);
  const byMethod = growth.methods
    .map((m) => `${humanize(m)} ${formatNumber(growth.totals[m] ?? 0)}`)
    .join(', ');
  const columns = chartColumns(
    growth.weeks.map((w) => ({ start: w.start, count: w.total })),
    weekLabel,
  ).map((c, i) => ({ ...c, values: growth.methods.map((m) => growth.weeks[i]?.byMethod[m] ?? 0) }));
  return (
    <ColumnChart
      title="New members per week"
      summary={`${formatNumber(joined)} members joined over the last ${String(INSIGHT_WEEKS)} weeks; ${formatNumber(growth.total)} in all (${byMethod}).`}
      period="Week"
      series={growth.methods.map(humanize)}
      unit={['member', 'members']}
      columns={columns}
      extra={{ header: 'Members at week end', values: growth.weeks.map((w) => w.cumulative) }}
    />
  );
}
