import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { toast } from '../../components/ui/toaster';
import { paths } from '../../config/paths';
import { useCreateExperience } from '../../features/experiences/api';
import { ExperienceForm } from '../../features/experiences/experience-form';
import { toExperienceCreate } from '../../features/experiences/schemas';
import { CommunityImageUpload } from '../../features/uploads/community-image-upload';
import { useRecentIds } from '../../hooks/use-recent-ids';

export function ExperienceCreate() {
  const communityId = useParams().communityId ?? '';
  const navigate = useNavigate();
  const create = useCreateExperience(communityId);
  const { remember } = useRecentIds('experiences', communityId);

  return (
    <>
      <PageHeader
        title="New experience"
        description="The service gives it a server, a play address and a secret once it is created."
      />
      <ExperienceForm
        mode="create"
        ImageUpload={CommunityImageUpload}
        cancelHref={paths.experiences(communityId)}
        onSubmit={async (values) => {
          const experience = await create.mutateAsync({
            path: { id: communityId },
            body: toExperienceCreate(values),
          });
          remember({ id: experience.id, label: experience.name });
          toast.success(`Experience '${values.name.trim()}' created`);
          void navigate(paths.experience(communityId, experience.id));
        }}
      />
    </>
  );
}
