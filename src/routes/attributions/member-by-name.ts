import type { MemberByName } from '../../features/attributions/award-search';
import { findMemberByNameInList, memberByNameInCache } from '../../features/members/find-member-by-name';

/**
 * The awards search finds a member by ENS name as the member search does: among the members this
 * browser already read, then in the member list page by page, stopping at the name.
 */
export function memberByName(communityId: string): MemberByName {
  return async (client, name, signal) => {
    const cached = memberByNameInCache(client, communityId, name);
    if (cached) return { member: cached, foundBy: { by: 'name-cache' } };
    const read = await findMemberByNameInList(client, communityId, name, {
      signal,
      onProgress: () => undefined,
    });
    return {
      member: read.member,
      foundBy: { by: 'name-list', pagesRead: read.pagesRead, pages: read.pages },
    };
  };
}
