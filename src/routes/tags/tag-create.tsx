import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { allTagsQuery } from '../../api/resources/tags';
import { PageHeader } from '../../components/ui/page-header';
import { toast } from '../../components/ui/toaster';
import { paths } from '../../config/paths';
import { useCreateTag } from '../../features/tags/api';
import { toTagCreate } from '../../features/tags/schemas';
import { TagForm } from '../../features/tags/tag-form';

export function TagCreate() {
  const communityId = useParams().communityId ?? '';
  const navigate = useNavigate();
  const tags = useQuery(allTagsQuery(communityId));
  const createTag = useCreateTag(communityId);

  return (
    <div className="max-w-2xl">
      <PageHeader
        title="New tag"
        description="Name a group of members. You can add members once it exists."
      />
      <TagForm
        existingNames={tags.data?.map((t) => t.name)}
        namesError={tags.error?.message}
        cancelHref={paths.tags(communityId)}
        onSubmit={async (values) => {
          const tag = await createTag.mutateAsync({ path: { id: communityId }, body: toTagCreate(values) });
          toast.success(`Tag “${tag.name}” created`);
          void navigate(paths.tag(communityId, tag.id));
        }}
      />
    </div>
  );
}
