import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  createBadgeMutation,
  deleteBadgeMutation,
  updateBadgeMutation,
} from '../../api/generated/@tanstack/react-query.gen';
import type { Badge, BadgeStatus, BadgeUpdate, BadgeWriteResult } from '../../api/generated/types.gen';
import { apiMutation } from '../../api/query';
import {
  badgeCache,
  badgeFromLists,
  badgeKeys,
  badgeQuery,
  type BadgeListParams,
} from '../../api/resources/badges';
import { listSearch } from '../../hooks/use-list-state';
import { sortParam, type SortState } from '../../lib/sort/sort-param';
import { urlParam } from '../../lib/url-params';
import { parseUrlState } from '../../lib/url-state';
import { BADGE_SORT_KEYS, type BadgeSortKey } from './badge-sorts';

export const BADGES_PER_PAGE = 25;
export const BADGE_STATUSES: readonly BadgeStatus[] = [
  'draft',
  'under_review',
  'approved',
  'rejected',
  'live',
];

/** The badge list's state in the URL: the page's `useListState` and the route loader read it. */
export const badgeListSearch = listSearch(BADGES_PER_PAGE).extend({
  status: urlParam.optionalOneOf(BADGE_STATUSES),
  sort: sortParam(BADGE_SORT_KEYS),
});

export function badgeListParams(search: URLSearchParams) {
  const params: BadgeListParams & { sort?: SortState<BadgeSortKey> } = parseUrlState(badgeListSearch, search);
  return params;
}

/** The badge for its page: while it loads, what a list already showed of it (title, art, status). */
export function useBadgeWithPlaceholder(communityId: string, badgeId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...badgeQuery(communityId, badgeId),
    placeholderData: () => badgeFromLists(queryClient, communityId, badgeId),
  });
}

export function useCreateBadge(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(createBadgeMutation()),
    onSuccess: (response) => {
      if (response.id) badgeCache.saved(queryClient, communityId, { ...response, id: response.id });
      else badgeCache.listsChanged(queryClient, communityId);
    },
  });
}

/**
 * The service does not document what create and update return. When the answer is not a badge with
 * an id, the badge is rebuilt from what was sent and refetched, so the screen never shows stale data.
 */
function savedBadge(
  queryClient: QueryClient,
  communityId: string,
  badgeId: string,
  sent: BadgeUpdate,
  response: BadgeWriteResult | undefined,
): Badge {
  if (response?.id) return { ...response, id: response.id };
  const key = badgeKeys.detail(communityId, badgeId);
  badgeCache.changed(queryClient, communityId, badgeId);
  const cached: Badge | undefined = queryClient.getQueryData(key);
  return { ...(cached ?? { id: badgeId }), ...sent };
}

export function useUpdateBadge(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(updateBadgeMutation()),
    onSuccess: (response, { path, body }) =>
      badgeCache.saved(
        queryClient,
        communityId,
        savedBadge(queryClient, communityId, path.badgeId, body, response),
      ),
  });
}

export function useDeleteBadge(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(deleteBadgeMutation()),
    onSuccess: (_data, variables) => badgeCache.deleted(queryClient, communityId, variables.path.badgeId),
  });
}
