import type { FolderRoutes } from '../../lib/route-module';

/** Query code for the loaders, loaded on use (see `FolderRoutes`); one import site, one preload list. */
const loaders = () => import('./loaders');

/** A community's experiences: list (or open by id), create, an experience's page, edit. */
export const routes: FolderRoutes = (prefetch) => [
  {
    path: 'experiences',
    handle: { crumb: () => 'Experiences' },
    children: [
      {
        index: true,
        loader: async (args) => (await loaders()).experienceListLoader(prefetch, args),
        lazy: async () => ({ Component: (await import('./experience-list')).ExperienceList }),
      },
      {
        path: 'new',
        handle: { crumb: () => 'New experience' },
        lazy: async () => ({ Component: (await import('./experience-create')).ExperienceCreate }),
      },
      {
        path: ':experienceId',
        loader: async (args) => (await loaders()).experienceLoader(prefetch, args),
        lazy: async () => ({ handle: { crumb: (await import('./crumbs')).ExperienceCrumb } }),
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
];
