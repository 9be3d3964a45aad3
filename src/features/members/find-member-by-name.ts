import type { QueryClient } from '@tanstack/react-query';
import { readPages } from '../../api/fetch-all-pages';
import { inCommunity } from '../../api/resources/keys';
import { memberKeys, readMembers } from '../../api/resources/members';
import type { Member, MemberPage } from '../../api/types';
import type { TaskContext } from '../../hooks/use-cancellable-task';

/**
 * The service reads a member by id or wallet only: no operation looks one up by ENS name (the
 * contract's member operations take "an account UUID or an Ethereum address", and the member list
 * has no filter). So a name is looked for in the members this browser already read, then in the
 * member list, page by page (the whole-list reader), until it is found.
 */

// The shape of a name is read where every search reads what was typed.
export { looksLikeName } from '../../lib/member-ref';

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
  let member: Member | undefined;
  const read = await readPages(
    async ({ page, perPage, signal: pageSignal }) => {
      const query = { page, perPage };
      const result = await readMembers(communityId, query, pageSignal);
      queryClient.setQueryData(memberKeys.list(communityId, query), result);
      return result;
    },
    {
      perPage: NAME_SEARCH_PAGE_SIZE,
      signal,
      getId: (m) => m.id,
      onRecords: (records) => {
        member = records.find(sameName(name));
      },
      enough: () => member !== undefined,
      onProgress: (p) => {
        pages = Math.max(1, Math.ceil(p.total / NAME_SEARCH_PAGE_SIZE));
        onProgress({ done: p.pages, total: pages });
      },
    },
  );
  return member ? { member, pagesRead: read.pages, pages } : { member: undefined, pagesRead: pages, pages };
}
