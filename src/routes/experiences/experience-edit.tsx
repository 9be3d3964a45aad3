import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { readFresh } from '../../api/query';
import { experienceQuery } from '../../api/resources/experiences';
import { QueryState } from '../../components/feedback/query-state';
import { PageHeader } from '../../components/ui/page-header';
import { toast } from '../../components/ui/toaster';
import { paths } from '../../config/paths';
import { useUpdateExperience } from '../../features/experiences/api';
import { ExperienceForm } from '../../features/experiences/experience-form';
import { toExperienceUpdate } from '../../features/experiences/schemas';
import { CommunityImageUpload } from '../../features/uploads/community-image-upload';
import { experienceName } from './experience-columns';

export function ExperienceEdit() {
  const { communityId = '', experienceId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The form starts from the experience as stored, not from what a list showed of it.
  const query = useQuery(experienceQuery(communityId, experienceId));
  const update = useUpdateExperience(communityId);

  return (
    <QueryState query={query}>
      {(experience) => (
        <>
          <PageHeader
            title={`Edit ${experienceName(experience)}`}
            description="Changes apply at once; the type, the server and the secret stay as they are."
          />
          <ExperienceForm
            mode="edit"
            experience={experience}
            ImageUpload={CommunityImageUpload}
            cancelHref={paths.experience(communityId, experienceId)}
            reread={() => readFresh(queryClient, experienceQuery(communityId, experienceId))}
            onSubmit={async (values, latest) => {
              await update.mutateAsync({
                path: { id: communityId, experienceId },
                // Over the experience as just read: a field chosen over a colleague's change differs from it.
                body: toExperienceUpdate(values, latest ?? experience),
              });
              toast.success(`Experience '${values.name.trim()}' saved`);
              void navigate(paths.experience(communityId, experienceId));
            }}
          />
        </>
      )}
    </QueryState>
  );
}
