import { artReview } from '../../features/art/art-review';
import { badgeTitle } from '../../features/badges/badge-columns';
import { useBadgeHub } from '../../features/badges/use-badge-hub';
import { CommunityImageUpload } from '../../features/uploads/community-image-upload';

/**
 * The upload widget for the reward form: a reward's image is art members see beside the badge, so
 * a chosen image goes through the badge art's checks and preview (beside the badge's title) first.
 */
export function RewardImageUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const { badge } = useBadgeHub();
  return <CommunityImageUpload onUploaded={onUploaded} review={artReview(badgeTitle(badge))} />;
}
