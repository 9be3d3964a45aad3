import { useQuery } from '@tanstack/react-query';
import { Outlet, type Params, type RouteObject } from 'react-router';
import { communitiesQuery, communityQuery } from '../../api/resources/communities';
import { communityListParams } from '../../features/communities/api';
import { paramOf, searchOf, type Prefetch } from '../../lib/route-module';
import { CommunityList } from './community-list';

function CommunityCrumb({ params }: { params: Params }) {
  const id = params.communityId ?? '';
  const { data } = useQuery(communityQuery(id));
  return <>{data?.name ?? id}</>;
}

/**
 * `/communities` (the landing page) and `/communities/:communityId` with its overview. The route
 * `communityRouteId` hosts the community's sections: each community folder's routes are patched
 * into it on the first navigation that needs them (src/app/route-manifest.ts).
 */
export function communitiesRoute(prefetch: Prefetch, communityRouteId: string): RouteObject {
  return {
    path: 'communities',
    handle: { crumb: () => 'Communities' },
    children: [
      {
        index: true,
        loader: (args) => {
          const params = communityListParams(searchOf(args));
          // A sorted list's pages come from the whole list: the service's first page gives its length.
          return prefetch(communitiesQuery(params.sort ? { ...params, page: 1 } : params));
        },
        // The landing page ships with the entry chunk: its table and pager are needed before any
        // first list anyway, and this saves a request wave (docs/decisions/002).
        Component: CommunityList,
      },
      {
        id: communityRouteId,
        path: ':communityId',
        handle: { crumb: CommunityCrumb },
        loader: (args) => prefetch(communityQuery(paramOf(args, 'communityId'))),
        // Said outright: a deep link's first render matches this route last, before its section's
        // routes are patched in, and React Router warns of a leaf with nothing to render.
        Component: Outlet,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./community-show')).CommunityShow }),
          },
        ],
      },
    ],
  };
}
