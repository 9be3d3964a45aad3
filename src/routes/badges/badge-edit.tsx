import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { readFresh } from '../../api/query';
import { badgeQuery } from '../../api/resources/badges';
import { tagChoicesQuery } from '../../api/resources/tags';
import { PageSkeleton } from '../../components/feedback/page-skeleton';
import { QueryState } from '../../components/feedback/query-state';
import { PageHeader } from '../../components/ui/page-header';
import { toast } from '../../components/ui/toaster';
import { paths } from '../../config/paths';
import { useUpdateBadge } from '../../features/badges/api';
import { badgeTitle } from '../../features/badges/badge-columns';
import { BadgeForm } from '../../features/badges/badge-form';
import { toBadgeUpdate } from '../../features/badges/schemas';
import { BadgeImageUpload } from './badge-image-upload';

export function BadgeEdit() {
  const { communityId = '', badgeId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const badge = useQuery(badgeQuery(communityId, badgeId));
  const tags = useQuery(tagChoicesQuery(communityId));
  const update = useUpdateBadge(communityId);

  // The form starts from the badge as stored, so it waits for it (and for the tags to choose from).
  return (
    <QueryState query={badge}>
      {(data) => {
        if (tags.isPending) return <PageSkeleton />;
        // The badge's own tags stay choosable even if the tag list could not be read.
        const tagChoices = tags.data?.results ?? data.tags ?? [];
        return (
          <>
            <PageHeader
              title={`Edit ${badgeTitle(data)}`}
              description="Changes apply at once; the contract cannot be changed."
            />
            <BadgeForm
              mode="edit"
              badge={data}
              tagChoices={tagChoices.map((t) => ({ id: t.id, name: t.name }))}
              ImageUpload={BadgeImageUpload}
              cancelHref={paths.badge(communityId, badgeId)}
              reread={() => readFresh(queryClient, badgeQuery(communityId, badgeId))}
              onSubmit={async (values) => {
                await update.mutateAsync({
                  path: { id: communityId, badgeId },
                  body: toBadgeUpdate(values, tagChoices),
                });
                toast.success(`Badge '${values.title.trim()}' saved`);
                void navigate(paths.badge(communityId, badgeId));
              }}
            />
          </>
        );
      }}
    </QueryState>
  );
}
