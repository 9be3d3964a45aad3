import type { Badge } from '../../api/types';
import { formatNumber } from '../../lib/format';
import { AwardCharts } from './award-charts';
import { formatShare, formatWait, utcDay } from './figure-format';
import type { Insights } from './insights';
import { FigureRow, InsightsFrame } from './insights-frame';
import { useBadgeInsights } from './use-insights';

function figures(insights: Insights | undefined) {
  const badge = insights?.badges[0];
  return [
    { label: 'Awards', value: insights && formatNumber(insights.overall.awarded) },
    { label: 'Claim rate', value: insights && formatShare(insights.overall.claimRate) },
    { label: 'Median time to claim', value: insights && formatWait(insights.overall.medianClaimMs) },
    {
      label: 'Of the claim cap',
      value:
        insights &&
        (badge?.maxClaims == null
          ? 'No cap'
          : `${formatShare(badge.capShare)} of ${formatNumber(badge.maxClaims)}`),
    },
    {
      label: 'Claims end',
      value: insights && (badge?.claimEnd == null ? 'Never' : utcDay(badge.claimEnd)),
    },
  ];
}

/** The community's insights for one badge: its awards over time, its claims and its cap. */
export function BadgeInsights({ communityId, badge }: { communityId: string; badge: Badge }) {
  const state = useBadgeInsights(communityId, badge);
  return (
    <InsightsFrame
      state={state}
      description="How this badge is doing, from its attributions. Days and weeks are in UTC; weeks start on Monday."
    >
      {(insights) => (
        <>
          <FigureRow figures={figures(insights)} />
          <AwardCharts insights={insights} />
        </>
      )}
    </InsightsFrame>
  );
}
