import type { TagListParams } from '../../api/resources/tags';
import { MEMBER_SORT_KEYS, type MemberSortKey } from '../../features/members/member-sorts';
import { TAG_MEMBERS_PER_PAGE } from '../../features/tags/api';
import { listSearch } from '../../hooks/use-list-state';
import { sortParam, type SortState } from '../../lib/sort/sort-param';
import { parseUrlState } from '../../lib/url-state';

/** A tag's member list state in the URL: its page, page size and sort, as the members list's. */
export const tagMemberListSearch = listSearch(TAG_MEMBERS_PER_PAGE).extend({
  sort: sortParam(MEMBER_SORT_KEYS),
});

export function tagMemberListParams(search: URLSearchParams) {
  const params: TagListParams & { sort?: SortState<MemberSortKey> } = parseUrlState(
    tagMemberListSearch,
    search,
  );
  return params;
}
