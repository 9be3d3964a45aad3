import { useNow } from '../../hooks/use-now';
import { formatNumber } from '../../lib/format';
import { AwardCharts } from './award-charts';
import { BadgeLists, ClaimsByBadge } from './badge-lists';
import { formatShare, formatWait } from './figure-format';
import { Figure, InsightsFrame } from './insights-frame';
import { MemberGrowthChart } from './member-growth-chart';
import { useCommunityInsights } from './use-insights';

/**
 * How the community's badge program is doing: awards over time, claims, the badges to watch and
 * member growth, from every badge's attributions and the member list, computed in a worker.
 */
export function CommunityInsights({ communityId }: { communityId: string }) {
  const state = useCommunityInsights(communityId);
  const now = useNow();
  return (
    <InsightsFrame
      state={state}
      className="mt-6"
      description="How the badge program is doing, from every badge's attributions and the member list. Days and weeks are in UTC; weeks start on Monday."
    >
      {(insights) => (
        <>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            <Figure label="Awards" value={formatNumber(insights.overall.awarded)} />
            <Figure label="Claimed" value={formatNumber(insights.overall.claimed)} />
            <Figure label="Claim rate" value={formatShare(insights.overall.claimRate)} />
            <Figure label="Median time to claim" value={formatWait(insights.overall.medianClaimMs)} />
            <Figure label="Members" value={formatNumber(insights.growth?.total ?? 0)} />
          </dl>
          <AwardCharts insights={insights} />
          {insights.growth && <MemberGrowthChart growth={insights.growth} />}
          <BadgeLists insights={insights} communityId={communityId} now={now} />
          <ClaimsByBadge insights={insights} communityId={communityId} />
        </>
      )}
    </InsightsFrame>
  );
}
