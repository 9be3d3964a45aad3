import { useQuery } from '@tanstack/react-query';
import { Award, LayoutDashboard } from 'lucide-react';
import type { Params, RouteObject } from 'react-router';
import { communitiesQuery, communityQuery } from '../../api/resources/communities';
import { paths } from '../../config/paths';
import { communityListParams } from '../../features/communities/api';
import { paramOf, searchOf, type Prefetch, type RouteModule } from '../../lib/route-module';
import { CommunityList } from './community-list';

function CommunityCrumb({ params }: { params: Params }) {
  const id = params.communityId ?? '';
  const { data } = useQuery(communityQuery(id));
  return <>{data?.name ?? id}</>;
}

/** The list of communities (the landing page) and the overview of one. */
export const communityModule: RouteModule = {
  nav: [
    {
      group: 'top',
      label: 'All communities',
      icon: LayoutDashboard,
      to: () => paths.communities(),
      end: true,
    },
    { group: 'community', label: 'Overview', icon: Award, to: paths.community, end: true },
  ],
  routes: () => [
    { index: true, lazy: async () => ({ Component: (await import('./community-show')).CommunityShow }) },
  ],
};

/**
 * `/communities` and `/communities/:communityId`, which hosts the community's sections (the routes of
 * every community-scoped module, passed in by the app).
 */
export function communitiesRoute(prefetch: Prefetch, sections: RouteObject[]): RouteObject {
  return {
    path: 'communities',
    handle: { crumb: () => 'Communities' },
    children: [
      {
        index: true,
        loader: (args) => prefetch(communitiesQuery(communityListParams(searchOf(args)))),
        // The landing page ships with the entry chunk: its table and pager are needed before any
        // first list anyway, and this saves a request wave (docs/decisions/002).
        Component: CommunityList,
      },
      {
        path: ':communityId',
        handle: { crumb: CommunityCrumb },
        loader: (args) => prefetch(communityQuery(paramOf(args, 'communityId'))),
        children: sections,
      },
    ],
  };
}
