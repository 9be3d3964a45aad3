import { useQuery } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { memberQuery } from '../../api/resources/members';
import { shortenAddress } from '../../lib/format';

/** The member's ENS name or short address in the breadcrumbs; loaded with the member's route. */
export function MemberCrumb({ params }: { params: Params }) {
  const idOrAddress = params.idOrAddress ?? '';
  const { data } = useQuery(memberQuery(params.communityId ?? '', idOrAddress));
  return <>{data?.ensName ?? shortenAddress(data?.wallet ?? idOrAddress)}</>;
}
