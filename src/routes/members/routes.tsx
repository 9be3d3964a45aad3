import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import type { Params } from 'react-router';
import { memberQuery, membersQuery } from '../../api/resources/members';
import { paths } from '../../config/paths';
import { memberListParams } from '../../features/members/api';
import { shortenAddress } from '../../lib/format';
import { paramOf, searchOf, type RouteModule } from '../../lib/route-module';

function MemberCrumb({ params }: { params: Params }) {
  const idOrAddress = params.idOrAddress ?? '';
  const { data } = useQuery(memberQuery(params.communityId ?? '', idOrAddress));
  return <>{data?.ensName ?? shortenAddress(data?.wallet ?? idOrAddress)}</>;
}

/** Members of a community: list, add, a member's page. */
export const memberModule: RouteModule = {
  nav: [{ group: 'community', label: 'Members', icon: Users, to: paths.members }],
  routes: (prefetch) => [
    {
      path: 'members',
      handle: { crumb: () => 'Members' },
      children: [
        {
          index: true,
          loader: (args) =>
            prefetch(membersQuery(paramOf(args, 'communityId'), memberListParams(searchOf(args)))),
          lazy: async () => ({ Component: (await import('./member-list')).MemberList }),
        },
        {
          path: 'new',
          handle: { crumb: () => 'Add member' },
          lazy: async () => ({ Component: (await import('./member-create')).MemberCreate }),
        },
        {
          path: 'import',
          handle: { crumb: () => 'Import' },
          lazy: async () => ({ Component: (await import('./member-import')).MemberImport }),
        },
        {
          path: ':idOrAddress',
          handle: { crumb: MemberCrumb },
          loader: (args) => prefetch(memberQuery(paramOf(args, 'communityId'), paramOf(args, 'idOrAddress'))),
          lazy: async () => ({ Component: (await import('./member-show')).MemberShow }),
        },
      ],
    },
  ],
};
