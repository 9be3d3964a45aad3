import { useNow } from '../../hooks/use-now';
import { formatNumber } from '../../lib/format';
import { AwardCharts } from './award-charts';
import { BadgeLists, ClaimsByBadge, expectedRows } from './badge-lists';
import { formatShare, formatWait } from './figure-format';
import type { Insights } from './insights';
import { FigureRow, InsightsFrame } from './insights-frame';
import { MemberGrowthChart } from './member-growth-chart';
import { useCommunityInsights } from './use-insights';

function figures(insights: Insights | undefined) {
  return [
    { label: 'Awards', value: insights && formatNumber(insights.overall.awarded) },
    { label: 'Claimed', value: insights && formatNumber(insights.overall.claimed) },
    { label: 'Claim rate', value: insights && formatShare(insights.overall.claimRate) },
    { label: 'Median time to claim', value: insights && formatWait(insights.overall.medianClaimMs) },
    { label: 'Members', value: insights && formatNumber(insights.growth?.total ?? 0) },
  ];
}

/**
 * How the community's badge program is doing: awards over time, claims, the badges to watch and
 * member growth, from every badge's attributions and the member list, computed in a worker.
 */
export function CommunityInsights({ communityId }: { communityId: string }) {
  const state = useCommunityInsights(communityId);
  const now = useNow();
  const pending = expectedRows(state.badges, state.awardsRead, now);
  return (
    <InsightsFrame
      state={state}
      className="mt-6"
      description="How the badge program is doing, from every badge's attributions and the member list. Days and weeks are in UTC; weeks start on Monday."
    >
      {(insights) => (
        <>
          <FigureRow figures={figures(insights)} />
          <AwardCharts insights={insights} />
          {/* A community's figures always have their growth (the members are read). */}
          <MemberGrowthChart growth={insights?.growth ?? undefined} />
          <BadgeLists insights={insights} pending={pending} communityId={communityId} now={now} />
          <ClaimsByBadge insights={insights} pendingRows={pending.badges} communityId={communityId} />
        </>
      )}
    </InsightsFrame>
  );
}
