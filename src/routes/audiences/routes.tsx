import { Blend } from 'lucide-react';
import { paths } from '../../config/paths';
import type { RouteModule } from '../../lib/route-module';

/** Query code for the loader, loaded on use (see `RouteModule`). */
const loaders = () => import('./loaders');

/** Audiences of a community: tags combined with all/any and "does not have" into a list of members. */
export const audienceModule: RouteModule = {
  nav: [
    {
      group: 'community',
      label: 'Audiences',
      icon: Blend,
      to: (communityId) => paths.audiences(communityId),
    },
  ],
  routes: (prefetch) => [
    {
      path: 'audiences',
      handle: { crumb: () => 'Audiences' },
      loader: async (args) => (await loaders()).audienceLoader(prefetch, args),
      lazy: async () => ({ Component: (await import('./audience-page')).AudiencePage }),
    },
  ],
};
