import type { LoaderFunctionArgs } from 'react-router';
import { allTagsQuery } from '../../api/resources/tags';
import { paramOf, type Prefetch } from '../../lib/route-module';

/** The builder starts from the community's tags (the rules name them). */
export function audienceLoader(prefetch: Prefetch, args: LoaderFunctionArgs) {
  return prefetch(allTagsQuery(paramOf(args, 'communityId')));
}
