import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { getConnection } from '../api/credentials';
import { paths } from '../config/paths';
import { BADGES_PER_PAGE, badgeQuery, badgesQuery, isBadgeStatus } from '../features/badges/api';
import { communitiesQuery, communityQuery, COMMUNITIES_PER_PAGE } from '../features/communities/api';
import { memberQuery, membersQuery, MEMBERS_PER_PAGE } from '../features/members/api';
import { parsePaging } from '../hooks/use-list-state';
import { CommunityList } from '../routes/communities/community-list';
import { BadgeCrumb, CommunityCrumb, MemberCrumb } from './shell/crumbs';
import { PageSkeleton } from '../components/feedback/page-skeleton';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * Loaders only start the page's query (they do not wait for it), so the data request runs in
 * parallel with the download of the page's lazy chunk: no request waterfall, and navigation is
 * never blocked. The page reads the same query from the cache.
 */
function prefetcher(queryClient: QueryClient) {
  return <TData, TError, TKey extends QueryKey>(
    options: QueryExecuteOptions<TData, TError, TData, TData, TKey>,
  ) => {
    // Errors are not swallowed for good: the page's own query shows them.
    if (getConnection()) queryClient.query(options).catch(() => undefined);
    return null;
  };
}

const searchOf = (request: Request) => new URL(request.url).searchParams;
const param = (args: LoaderFunctionArgs, name: string) => args.params[name] ?? '';

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const prefetch = prefetcher(queryClient);
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      // Shown while a deep link's lazy page module loads on the very first render.
      hydrateFallbackElement: (
        <main className="mx-auto w-full max-w-[1400px] px-4 py-6 md:px-8" aria-busy="true">
          <PageSkeleton />
        </main>
      ),
      loader: ({ request }) => {
        const url = new URL(request.url);
        if (!getConnection() && url.pathname !== '/connect') {
          return redirect(paths.connect(url.pathname + url.search));
        }
        return null;
      },
      children: [
        {
          // A pathless layout route, so route errors render inside the shell.
          errorElement: <RouteError />,
          children: [
            { index: true, loader: () => redirect(paths.communities()) },
            {
              path: 'connect',
              handle: { crumb: () => 'Connection' },
              lazy: async () => ({ Component: (await import('../routes/connect/connect-page')).ConnectPage }),
            },
            {
              path: 'sandbox',
              handle: { crumb: () => 'Sandbox' },
              lazy: async () => ({
                Component: (await import('../routes/sandbox/sandbox-settings')).SandboxSettings,
              }),
            },
            {
              path: 'communities',
              handle: { crumb: () => 'Communities' },
              children: [
                {
                  index: true,
                  loader: ({ request }) =>
                    prefetch(communitiesQuery(parsePaging(searchOf(request), COMMUNITIES_PER_PAGE))),
                  // The landing page ships with the entry chunk: its table and pager are needed
                  // before any first list anyway, and this saves a request wave (decision 002).
                  Component: CommunityList,
                },
                {
                  path: ':communityId',
                  handle: { crumb: CommunityCrumb },
                  loader: (args) => prefetch(communityQuery(param(args, 'communityId'))),
                  children: [
                    {
                      index: true,
                      lazy: async () => ({
                        Component: (await import('../routes/communities/community-show')).CommunityShow,
                      }),
                    },
                    {
                      path: 'badges',
                      handle: { crumb: () => 'Badges' },
                      children: [
                        {
                          index: true,
                          loader: (args) => {
                            const search = searchOf(args.request);
                            const status = search.get('status') ?? undefined;
                            return prefetch(
                              badgesQuery(param(args, 'communityId'), {
                                ...parsePaging(search, BADGES_PER_PAGE),
                                status: isBadgeStatus(status) ? status : undefined,
                              }),
                            );
                          },
                          lazy: async () => ({
                            Component: (await import('../routes/badges/badge-list')).BadgeList,
                          }),
                        },
                        {
                          path: 'new',
                          handle: { crumb: () => 'New badge' },
                          lazy: async () => ({
                            Component: (await import('../routes/badges/badge-create')).BadgeCreate,
                          }),
                        },
                        {
                          path: ':badgeId',
                          handle: { crumb: BadgeCrumb },
                          loader: (args) =>
                            prefetch(badgeQuery(param(args, 'communityId'), param(args, 'badgeId'))),
                          children: [
                            {
                              index: true,
                              lazy: async () => ({
                                Component: (await import('../routes/badges/badge-show')).BadgeShow,
                              }),
                            },
                            {
                              path: 'edit',
                              handle: { crumb: () => 'Edit' },
                              lazy: async () => ({
                                Component: (await import('../routes/badges/badge-edit')).BadgeEdit,
                              }),
                            },
                          ],
                        },
                      ],
                    },
                    {
                      path: 'members',
                      handle: { crumb: () => 'Members' },
                      children: [
                        {
                          index: true,
                          loader: (args) =>
                            prefetch(
                              membersQuery(
                                param(args, 'communityId'),
                                parsePaging(searchOf(args.request), MEMBERS_PER_PAGE),
                              ),
                            ),
                          lazy: async () => ({
                            Component: (await import('../routes/members/member-list')).MemberList,
                          }),
                        },
                        {
                          path: 'new',
                          handle: { crumb: () => 'Add member' },
                          lazy: async () => ({
                            Component: (await import('../routes/members/member-create')).MemberCreate,
                          }),
                        },
                        {
                          path: ':idOrAddress',
                          handle: { crumb: MemberCrumb },
                          loader: (args) =>
                            prefetch(memberQuery(param(args, 'communityId'), param(args, 'idOrAddress'))),
                          lazy: async () => ({
                            Component: (await import('../routes/members/member-show')).MemberShow,
                          }),
                        },
                      ],
                    },
                    {
                      path: 'files',
                      handle: { crumb: () => 'Files' },
                      lazy: async () => ({ Component: (await import('../routes/files/file-list')).FileList }),
                    },
                  ],
                },
              ],
            },
            {
              path: '*',
              lazy: async () => ({ Component: (await import('./not-found')).NotFoundPage }),
            },
          ],
        },
      ],
    },
  ];
}
