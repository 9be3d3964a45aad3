import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { Badge } from '../../api/types';
import { StatusPill } from '../../components/ui/status-pill';
import { paths } from '../../config/paths';
import { runtimeConfig } from '../../config/runtime';

const linkClass = 'inline-flex items-center gap-1 font-medium text-primary hover:underline';

/** What a status means, and who or what moves the badge on from it (docs/api-behaviour.md, Badge lifecycle). */
const MEANING: Record<string, string> = {
  draft:
    'Being written: members cannot see it and it cannot be awarded. The service’s own review moves it on, not this dashboard; you can still edit it.',
  under_review:
    'The service is reviewing it. Its own review approves or rejects it, not this dashboard; until then it cannot be awarded.',
  rejected:
    'Refused in the service’s review. You can still edit it here; whether and when it is reviewed again is up to the service.',
  approved:
    'Ready but not public: only admins can see it and it cannot be awarded yet. Publish it (Publish… above) to make it live; that cannot be undone.',
  live: 'Public and claimable: members can earn it, and you can award it.',
};

/** The way on from a status: preview, edit, or award. */
function NextStep({ communityId, badge }: { communityId: string; badge: Badge }): ReactNode {
  switch (badge.status ?? 'approved') {
    case 'approved':
      return (
        <a
          href={`${runtimeConfig.previewBaseUrl}/badges/${encodeURIComponent(badge.id)}`}
          target="_blank"
          rel="noreferrer noopener"
          className={linkClass}
        >
          Preview on the service’s site
          <ExternalLink aria-hidden className="size-3.5" />
        </a>
      );
    case 'rejected':
    case 'draft':
      return (
        <Link to={paths.badgeEdit(communityId, badge.id)} className={linkClass}>
          Edit the badge
        </Link>
      );
    case 'live':
      return (
        <Link to={`${paths.badge(communityId, badge.id)}/attributions`} className={linkClass}>
          Award it in Attributions
        </Link>
      );
    default:
      return null;
  }
}

/** The status in words: what it means, who moves the badge on from it, and the way on from here. */
export function BadgeStatusNote({ badge }: { badge: Badge }) {
  const communityId = useParams().communityId ?? '';
  const status = badge.status ?? 'approved';
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-border bg-card px-4 py-3 text-sm">
      <StatusPill status={status} />
      <span className="min-w-0 flex-[1_1_20rem] text-muted-foreground">
        {MEANING[status] ?? 'A status this dashboard does not know: the service reports it as it is.'}
      </span>
      <NextStep communityId={communityId} badge={badge} />
    </div>
  );
}
