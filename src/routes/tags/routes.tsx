import { useQuery } from '@tanstack/react-query';
import { Tags } from 'lucide-react';
import type { Params } from 'react-router';
import { allTagsQuery, tagMembersQuery, tagQuery, tagsQuery } from '../../api/resources/tags';
import { paths } from '../../config/paths';
import { tagListParams, tagMemberListParams } from '../../features/tags/api';
import { paramOf, searchOf, type RouteModule } from '../../lib/route-module';

function TagCrumb({ params }: { params: Params }) {
  const { data } = useQuery(tagQuery(params.communityId ?? '', params.tagId ?? ''));
  return <>{data?.name ?? 'Tag'}</>;
}

/** Tags of a community: list, create, a tag's page with its members. */
export const tagModule: RouteModule = {
  nav: [{ group: 'community', label: 'Tags', icon: Tags, to: paths.tags }],
  routes: (prefetch) => [
    {
      path: 'tags',
      handle: { crumb: () => 'Tags' },
      children: [
        {
          index: true,
          loader: (args) => prefetch(tagsQuery(paramOf(args, 'communityId'), tagListParams(searchOf(args)))),
          lazy: async () => ({ Component: (await import('./tag-list')).TagList }),
        },
        {
          path: 'new',
          handle: { crumb: () => 'New tag' },
          loader: (args) => prefetch(allTagsQuery(paramOf(args, 'communityId'))),
          lazy: async () => ({ Component: (await import('./tag-create')).TagCreate }),
        },
        {
          path: ':tagId',
          handle: { crumb: TagCrumb },
          loader: (args) => {
            const communityId = paramOf(args, 'communityId');
            const tagId = paramOf(args, 'tagId');
            prefetch(tagQuery(communityId, tagId));
            return prefetch(tagMembersQuery(communityId, tagId, tagMemberListParams(searchOf(args))));
          },
          lazy: async () => ({ Component: (await import('./tag-show')).TagShow }),
        },
      ],
    },
  ],
};
