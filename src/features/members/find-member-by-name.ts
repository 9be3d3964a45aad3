import type { QueryClient } from '@tanstack/react-query';
import { inCommunity } from '../../api/resources/keys';
import { memberKeys, readMembers } from '../../api/resources/members';
import type { Member, MemberPage } from '../../api/types';
import type { TaskContext } from '../../hooks/use-cancellable-task';

/**
 * The service reads a member by id or wallet only: no operation looks one up by ENS name (the
 * contract's member operations take "an account UUID or an Ethereum address", and the member list
 * has no filter). So a name is looked for in the members this browser already read, then in the
 * member list, page by page, until it is found.
 */

/** Something typed that reads as a name (`luckybuilder.eth`, `name.base.eth`), not an address or id. */
export function looksLikeName(value: string): boolean {
  return /^[^\s/@]+\.[a-z]{2,}$/i.test(value.trim());
}

const sameName = (name: string) => (m: Member) => m.ensName?.toLowerCase() === name.toLowerCase();

/** The member with this name among the cached member pages and members, if any. */
export function memberByNameInCache(
  queryClient: QueryClient,
  communityId: string,
  name: string,
): Member | undefined {
  const pages = queryClient.getQueriesData<MemberPage>({ queryKey: memberKeys.lists(communityId) });
  const members = queryClient.getQueriesData<Member>({
    queryKey: inCommunity(memberKeys.detail(communityId, '')),
  });
  return (
    pages.flatMap(([, page]) => page?.results ?? []).find(sameName(name)) ??
    members.flatMap(([, m]) => (m ? [m] : [])).find(sameName(name))
  );
}

/**
 * Pages of this size: small enough that progress moves and the read stops soon after the name is
 * found, large enough that a community of thousands takes tens of requests, not hundreds.
 */
export const NAME_SEARCH_PAGE_SIZE = 200;

export interface NameSearchResult {
  member: Member | undefined;
  /** Pages read, and how many the list has. */
  pagesRead: number;
  pages: number;
}

/**
 * Reads the member list page by page until a member has the name, reporting pages read of the
 * total. Each page read goes into the cache, so the next search by name finds it there.
 */
export async function findMemberByNameInList(
  queryClient: QueryClient,
  communityId: string,
  name: string,
  { signal, onProgress }: TaskContext,
): Promise<NameSearchResult> {
  let pages = 1;
  for (let page = 1; page <= pages; page++) {
    const query = { page, perPage: NAME_SEARCH_PAGE_SIZE };
    const result = await readMembers(communityId, query, signal);
    queryClient.setQueryData(memberKeys.list(communityId, query), result);
    pages = Math.max(1, Math.ceil(result.total / NAME_SEARCH_PAGE_SIZE));
    onProgress({ done: page, total: pages });
    const member = result.results.find(sameName(name));
    if (member) return { member, pagesRead: page, pages };
    if (result.results.length === 0) break;
  }
  return { member: undefined, pagesRead: pages, pages };
}
