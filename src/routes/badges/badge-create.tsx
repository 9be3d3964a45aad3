import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { tagChoicesQuery } from '../../api/resources/tags';
import { PageHeader } from '../../components/ui/page-header';
import { toast } from '../../components/ui/toaster';
import { paths } from '../../config/paths';
import { useCreateBadge } from '../../features/badges/api';
import { BadgeForm } from '../../features/badges/badge-form';
import { toBadgeCreate } from '../../features/badges/schemas';
import { BadgeImageUpload } from './badge-image-upload';

export function BadgeCreate() {
  const communityId = useParams().communityId ?? '';
  const navigate = useNavigate();
  const tags = useQuery(tagChoicesQuery(communityId));
  const create = useCreateBadge(communityId);
  const tagChoices = tags.data?.results ?? [];

  return (
    <>
      <PageHeader
        title="New badge"
        description="It starts as approved: you can preview it, then publish it to make it live and claimable."
      />
      <BadgeForm
        mode="create"
        tagChoices={tagChoices}
        ImageUpload={BadgeImageUpload}
        cancelHref={paths.badges(communityId)}
        onSubmit={async (values) => {
          const badge = await create.mutateAsync({
            path: { id: communityId },
            body: toBadgeCreate(values, tagChoices),
          });
          toast.success(`Badge '${values.title.trim()}' created`);
          void navigate(badge.id ? paths.badge(communityId, badge.id) : paths.badges(communityId));
        }}
      />
    </>
  );
}
