import { Info } from 'lucide-react';
import { Link } from 'react-router';
import type { Badge } from '../../api/types';
import { paths } from '../../config/paths';

const NEXT_STEP: Record<string, string> = {
  draft: 'It is still a draft: once the service’s review approves it, publish it.',
  under_review: 'It is waiting for the service’s review: once approved, publish it.',
  approved: 'It is approved: publish it with the Publish button on the badge’s page.',
  rejected: 'It was refused in review: edit it, and once approved, publish it.',
};

/** Why awarding this badge is refused for now, and where it moves on (nothing for a live badge). */
export function NotLiveNote({ communityId, badge }: { communityId: string; badge: Badge }) {
  if (badge.status === 'live') return null;
  return (
    <div className="flex items-start gap-2 rounded-lg border border-border bg-info-bg px-4 py-3 text-sm text-info-fg">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong>Awarding is refused until this badge is live.</strong> The service creates attributions on
        live badges only. {NEXT_STEP[badge.status ?? ''] ?? 'Publish it once it is approved.'}{' '}
        <Link to={paths.badge(communityId, badge.id)} className="font-medium underline underline-offset-2">
          Go to the badge’s page to publish it
        </Link>
      </p>
    </div>
  );
}
