import { useQuery } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { badgeQuery } from '../../api/resources/badges';

/** The badge's title in the breadcrumbs; loaded with the badge's route, not with the first one. */
export function BadgeCrumb({ params }: { params: Params }) {
  const { data } = useQuery(badgeQuery(params.communityId ?? '', params.badgeId ?? ''));
  return <>{data?.title ?? data?.name ?? 'Badge'}</>;
}
