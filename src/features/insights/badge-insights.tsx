import type { Badge } from '../../api/types';
import { formatNumber } from '../../lib/format';
import { AwardCharts } from './award-charts';
import { formatShare, formatWait, utcDay } from './figure-format';
import { Figure, InsightsFrame } from './insights-frame';
import { useBadgeInsights } from './use-insights';

/** The community's insights for one badge: its awards over time, its claims and its cap. */
export function BadgeInsights({ communityId, badge }: { communityId: string; badge: Badge }) {
  const state = useBadgeInsights(communityId, badge);
  return (
    <InsightsFrame
      state={state}
      description="How this badge is doing, from its attributions. Days and weeks are in UTC; weeks start on Monday."
    >
      {(insights) => {
        const figures = insights.badges[0];
        return (
          <>
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
              <Figure label="Awards" value={formatNumber(insights.overall.awarded)} />
              <Figure label="Claim rate" value={formatShare(insights.overall.claimRate)} />
              <Figure label="Median time to claim" value={formatWait(insights.overall.medianClaimMs)} />
              <Figure
                label="Of the claim cap"
                value={
                  figures?.maxClaims == null
                    ? 'No cap'
                    : `${formatShare(figures.capShare)} of ${formatNumber(figures.maxClaims)}`
                }
              />
              <Figure
                label="Claims end"
                value={figures?.claimEnd == null ? 'Never' : utcDay(figures.claimEnd)}
              />
            </dl>
            <AwardCharts insights={insights} />
          </>
        );
      }}
    </InsightsFrame>
  );
}
