import { Pencil } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Experience } from '../../api/types';
import { QueryState } from '../../components/feedback/query-state';
import { Avatar } from '../../components/ui/avatar';
import { buttonVariants } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useExperienceWithPlaceholder } from '../../features/experiences/api';
import { useRecentIds } from '../../hooks/use-recent-ids';
import { displayImageUrl } from '../../lib/images';
import { experienceName } from './experience-columns';
import { ExperienceFacts, ExperienceServer } from './experience-facts';

export function ExperienceShow() {
  const { communityId = '', experienceId = '' } = useParams();
  const query = useExperienceWithPlaceholder(communityId, experienceId);
  const { remember } = useRecentIds('experiences', communityId);
  const loaded = query.isPlaceholderData ? undefined : query.data;
  const loadedId = loaded?.id;
  const loadedName = loaded?.name;
  // Remembered here, for a server that offers no list: the admin can come back to it by name.
  useEffect(() => {
    if (loadedId) remember({ id: loadedId, label: loadedName });
  }, [loadedId, loadedName, remember]);

  return (
    <QueryState query={query}>
      {(experience) => <ExperienceDetail communityId={communityId} experience={experience} />}
    </QueryState>
  );
}

function ExperienceDetail({ communityId, experience }: { communityId: string; experience: Experience }) {
  const name = experienceName(experience);
  return (
    <div className="flex flex-col gap-6">
      <Banner url={experience.bannerUrl} />
      <header className="flex flex-wrap items-center gap-4">
        <Avatar
          src={displayImageUrl(experience.imageUrl, { size: 64 })}
          alt=""
          size={64}
          fallback={name}
          className="rounded-lg"
        />
        <div className="flex min-w-[min(100%,14rem)] flex-1 flex-col gap-1">
          <h1 className="text-2xl font-semibold [overflow-wrap:anywhere]">{name}</h1>
          <p className="text-sm text-muted-foreground">{experience.type ?? 'Experience'}</p>
        </div>
        <Link
          to={paths.experienceEdit(communityId, experience.id)}
          className={buttonVariants({ variant: 'secondary' })}
        >
          <Pencil aria-hidden className="size-4" />
          Edit
        </Link>
      </header>
      <ExperienceFacts experience={experience} />
      <ExperienceServer experience={experience} />
    </div>
  );
}

/** The banner across the page; nothing at all when there is none or it does not load. */
function Banner({ url }: { url: string | undefined }) {
  const src = displayImageUrl(url, { size: 960 });
  const [failed, setFailed] = useState<string>();
  if (!src || failed === src) return null;
  return (
    <img
      src={src}
      alt=""
      onError={() => setFailed(src)}
      className="aspect-[4/1] w-full rounded-lg border border-border bg-muted object-cover"
    />
  );
}
