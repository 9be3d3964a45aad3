import { useQuery } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { tagQuery } from '../../api/resources/tags';

/** The tag's name in the breadcrumbs; loaded with the tag's route, not with the first one. */
export function TagCrumb({ params }: { params: Params }) {
  const { data } = useQuery(tagQuery(params.communityId ?? '', params.tagId ?? ''));
  return <>{data?.name ?? 'Tag'}</>;
}
