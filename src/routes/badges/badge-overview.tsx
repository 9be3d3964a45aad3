import { BadgeFacts, BadgeImageSizes } from './badge-facts';
import { useBadgeHub } from './badge-hub';

/** The hub's first tab: the badge's facts and its art at the sizes the CDN serves. */
export function BadgeOverview() {
  const { badge, attributionCount } = useBadgeHub();
  return (
    <>
      <BadgeFacts badge={badge} attributions={attributionCount} />
      <BadgeImageSizes badge={badge} />
    </>
  );
}
