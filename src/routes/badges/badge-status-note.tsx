import { ExternalLink } from 'lucide-react';
import type { Badge } from '../../api/types';
import { StatusPill } from '../../components/ui/status-pill';
import { runtimeConfig } from '../../config/runtime';

const MEANING: Record<string, string> = {
  draft: 'Being written; not visible to anyone.',
  under_review: 'Waiting for review by the service.',
  approved:
    'Ready but not public: only admins can see it. Publish it to make it live. Attributions cannot be created yet.',
  rejected: 'Refused in review; edit it and submit again.',
  live: 'Public and claimable: members can earn it and you can award it.',
};

/** The status in words, with the preview link the service offers for approved badges. */
export function BadgeStatusNote({ badge }: { badge: Badge }) {
  const status = badge.status ?? 'approved';
  const preview = `${runtimeConfig.previewBaseUrl}/badges/${encodeURIComponent(badge.id)}`;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card px-4 py-3 text-sm">
      <StatusPill status={status} />
      <span className="text-muted-foreground">{MEANING[status] ?? 'Status reported by the service.'}</span>
      {status === 'approved' && (
        <a
          href={preview}
          target="_blank"
          rel="noreferrer noopener"
          className="ml-auto inline-flex items-center gap-1 text-primary hover:underline"
        >
          Preview on the service’s site
          <ExternalLink aria-hidden className="size-3.5" />
        </a>
      )}
    </div>
  );
}
