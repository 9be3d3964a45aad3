import { artReview } from '../../features/art/art-review';
import { CommunityImageUpload } from '../../features/uploads/community-image-upload';

/**
 * The upload widget for the badge form: a chosen image is checked against the art guidelines and
 * previewed as members will see it beside the badge's title, then uploaded; its CDN URL becomes the
 * badge image.
 */
export function BadgeImageUpload({
  onUploaded,
  title,
}: {
  onUploaded: (url: string) => void;
  title: string;
}) {
  return <CommunityImageUpload onUploaded={onUploaded} review={artReview(title)} />;
}
