import { useQuery } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { shortenAddress } from '../../lib/format';
import { communityQuery } from '../../features/communities/api';
import { memberQuery } from '../../features/members/api';
import { badgeQuery } from '../../features/badges/api';

/** The community's name once known (shared with the page's query, so no extra request). */
export function CommunityCrumb({ params }: { params: Params }) {
  const id = params.communityId ?? '';
  const { data } = useQuery(communityQuery(id));
  return <>{data?.name ?? id}</>;
}

export function MemberCrumb({ params }: { params: Params }) {
  const communityId = params.communityId ?? '';
  const idOrAddress = params.idOrAddress ?? '';
  const { data } = useQuery(memberQuery(communityId, idOrAddress));
  return <>{data?.ensName ?? shortenAddress(data?.wallet ?? idOrAddress)}</>;
}

export function BadgeCrumb({ params }: { params: Params }) {
  const { data } = useQuery(badgeQuery(params.communityId ?? '', params.badgeId ?? ''));
  return <>{data?.title ?? data?.name ?? 'Badge'}</>;
}
