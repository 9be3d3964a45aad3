import type { QueryClient } from '@tanstack/react-query';
import { readMemberOrNone } from '../../api/resources/members';
import type { Member } from '../../api/types';
import { findMemberByNameInList, looksLikeName, memberByNameInCache } from '../../features/members/find-member-by-name';
import type { TaskProgress } from '../../hooks/use-cancellable-task';
import { checkAddress } from '../../lib/address';

/** Who the doctor is asked about: the wallet (when one is known) and the member, if the community has one. */
export interface Subject {
  wallet: string | undefined;
  member: Member | undefined;
  /** How the member was found, said beside the checklist. */
  foundBy: 'wallet' | 'member id' | 'name among the members read' | 'name in the member list';
}

/**
 * A wallet, ENS name or member id, as typed, to a member. An address or id is one read (a 404 says
 * "no member"); a name goes through the member search's look-up by name (the cached members, then
 * the member list page by page), since the service reads members by id or wallet only.
 */
export async function findSubject(
  queryClient: QueryClient,
  communityId: string,
  typed: string,
  signal: AbortSignal,
  onProgress: (progress: TaskProgress) => void,
): Promise<Subject> {
  const value = typed.trim();
  const address = checkAddress(value);
  if (address.ok) {
    const member = await readMemberOrNone(communityId, address.address, signal);
    return { wallet: address.address, member, foundBy: 'wallet' };
  }
  if (looksLikeName(value)) {
    const cached = memberByNameInCache(queryClient, communityId, value);
    if (cached) return { wallet: cached.wallet, member: cached, foundBy: 'name among the members read' };
    const { member } = await findMemberByNameInList(queryClient, communityId, value, { signal, onProgress });
    return { wallet: member?.wallet, member, foundBy: 'name in the member list' };
  }
  const member = await readMemberOrNone(communityId, value, signal);
  return { wallet: member?.wallet, member, foundBy: 'member id' };
}
