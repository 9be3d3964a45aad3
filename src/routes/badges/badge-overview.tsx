import { useBadgeHub } from '../../features/badges/use-badge-hub';
import { BadgeInsights } from '../../features/insights/badge-insights';
import { BadgeFacts, BadgeImageSizes } from './badge-facts';

/** The hub's first tab: the badge's facts, its art at the sizes the CDN serves, and its insights. */
export function BadgeOverview() {
  const { communityId, badge, attributionCount } = useBadgeHub();
  return (
    <>
      <BadgeFacts badge={badge} attributions={attributionCount} />
      <BadgeImageSizes badge={badge} />
      <BadgeInsights communityId={communityId} badge={badge} />
    </>
  );
}
