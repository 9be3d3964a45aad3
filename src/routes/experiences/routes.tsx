import { useQuery } from '@tanstack/react-query';
import { Gamepad2 } from 'lucide-react';
import type { Params } from 'react-router';
import { experienceQuery, experiencesQuery } from '../../api/resources/experiences';
import { paths } from '../../config/paths';
import { experienceListParams } from '../../features/experiences/api';
import { paramOf, searchOf, type RouteModule } from '../../lib/route-module';

function ExperienceCrumb({ params }: { params: Params }) {
  const { data } = useQuery(experienceQuery(params.communityId ?? '', params.experienceId ?? ''));
  return <>{data?.name ?? 'Experience'}</>;
}

/** A community's experiences: list (or open by id), create, an experience's page, edit. */
export const experienceModule: RouteModule = {
  nav: [{ group: 'community', label: 'Experiences', icon: Gamepad2, to: paths.experiences }],
  routes: (prefetch) => [
    {
      path: 'experiences',
      handle: { crumb: () => 'Experiences' },
      children: [
        {
          index: true,
          loader: (args) =>
            prefetch(experiencesQuery(paramOf(args, 'communityId'), experienceListParams(searchOf(args)))),
          lazy: async () => ({ Component: (await import('./experience-list')).ExperienceList }),
        },
        {
          path: 'new',
          handle: { crumb: () => 'New experience' },
          lazy: async () => ({ Component: (await import('./experience-create')).ExperienceCreate }),
        },
        {
          path: ':experienceId',
          handle: { crumb: ExperienceCrumb },
          loader: (args) =>
            prefetch(experienceQuery(paramOf(args, 'communityId'), paramOf(args, 'experienceId'))),
          children: [
            {
              index: true,
              lazy: async () => ({ Component: (await import('./experience-show')).ExperienceShow }),
            },
            {
              path: 'edit',
              handle: { crumb: () => 'Edit' },
              lazy: async () => ({ Component: (await import('./experience-edit')).ExperienceEdit }),
            },
          ],
        },
      ],
    },
  ],
};
