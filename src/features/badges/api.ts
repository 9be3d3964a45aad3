import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  createBadgeMutation,
  deleteBadgeMutation,
  getBadgeOptions,
  getTagOptions,
  listBadgeAttributionsOptions,
  listBadgeRewardsOptions,
  listCommunityBadgesOptions,
  listCommunityBadgesQueryKey,
  listTagMembersOptions,
  listTagsOptions,
  updateBadgeMutation,
} from '../../api/generated/@tanstack/react-query.gen';
import type {
  Badge,
  BadgePage,
  BadgeStatus,
  BadgeUpdate,
  BadgeWriteResult,
} from '../../api/generated/types.gen';
import { apiMutation, apiQuery } from '../../api/query';
import { parsePaging } from '../../hooks/use-list-state';

export const BADGES_PER_PAGE = 25;
export const BADGE_STATUSES: readonly BadgeStatus[] = [
  'draft',
  'under_review',
  'approved',
  'rejected',
  'live',
];

export function isBadgeStatus(value: string | undefined): value is BadgeStatus {
  return (BADGE_STATUSES as readonly string[]).includes(value ?? '');
}

export interface BadgeListParams {
  page: number;
  perPage: number;
  status?: BadgeStatus;
}

/** The badge list's state in the URL; the route loader and the page both read it through this. */
export function badgeListParams(search: URLSearchParams): BadgeListParams {
  const status = search.get('status') ?? undefined;
  return { ...parsePaging(search, BADGES_PER_PAGE), status: isBadgeStatus(status) ? status : undefined };
}

export function badgesQuery(communityId: string, list: BadgeListParams) {
  return apiQuery(
    listCommunityBadgesOptions({
      path: { id: communityId },
      query: { page: list.page, perPage: list.perPage, ...(list.status ? { status: list.status } : {}) },
    }),
  );
}

/** Every cached list page of the community's badges, whatever its page or filter. */
const badgeListsKey = (communityId: string) => listCommunityBadgesQueryKey({ path: { id: communityId } });

export function badgeQuery(communityId: string, badgeId: string) {
  return apiQuery(getBadgeOptions({ path: { id: communityId, badgeId } }));
}

/** A badge as a cached list page shows it: what a badge page can show while the badge itself loads. */
function badgeFromLists(queryClient: QueryClient, communityId: string, badgeId: string) {
  for (const [, page] of queryClient.getQueriesData<BadgePage>({ queryKey: badgeListsKey(communityId) })) {
    const found = page?.results.find((b) => b.id === badgeId);
    if (found) return found;
  }
  return undefined;
}

/** The badge for its page: while it loads, what a list already showed of it (title, art, status). */
export function useBadgeWithPlaceholder(communityId: string, badgeId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...badgeQuery(communityId, badgeId),
    placeholderData: () => badgeFromLists(queryClient, communityId, badgeId),
  });
}

export function badgeRewardsQuery(communityId: string, badgeId: string) {
  return apiQuery(listBadgeRewardsOptions({ path: { id: communityId, badgeId } }));
}

/** The badge's attribution count, read from the `total` of a one-item page. */
export function badgeAttributionCountQuery(communityId: string, badgeId: string) {
  return apiQuery(
    listBadgeAttributionsOptions({ path: { id: communityId, badgeId }, query: { page: 1, perPage: 1 } }),
  );
}

/** The community's tags to choose from (one page of up to 100). */
export function badgeTagChoicesQuery(communityId: string) {
  return apiQuery(listTagsOptions({ path: { id: communityId }, query: { page: 1, perPage: 100 } }));
}

export function tagQuery(communityId: string, tagId: string) {
  return apiQuery(getTagOptions({ path: { id: communityId, tagId } }));
}

/** How many members carry a tag: the `total` of a one-item page of its members (the tag record has no count). */
export function tagMemberCountQuery(communityId: string, tagId: string) {
  return apiQuery(
    listTagMembersOptions({ path: { id: communityId, tagId }, query: { page: 1, perPage: 1 } }),
  );
}

/** Puts a changed badge everywhere it is cached: its page and every list page that shows it. */
function writeBadge(queryClient: QueryClient, communityId: string, badge: Badge) {
  queryClient.setQueryData(badgeQuery(communityId, badge.id).queryKey, badge);
  queryClient.setQueriesData<BadgePage>({ queryKey: badgeListsKey(communityId) }, (page) =>
    page ? { ...page, results: page.results.map((b) => (b.id === badge.id ? { ...b, ...badge } : b)) } : page,
  );
  // A status filter may no longer match: let filtered lists refetch in the background.
  void queryClient.invalidateQueries({
    queryKey: badgeListsKey(communityId),
  });
}

export function useCreateBadge(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(createBadgeMutation()),
    onSuccess: (response) => {
      if (response.id) writeBadge(queryClient, communityId, { ...response, id: response.id });
      else
        void queryClient.invalidateQueries({
          queryKey: badgeListsKey(communityId),
        });
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
  const key = badgeQuery(communityId, badgeId).queryKey;
  void queryClient.invalidateQueries({ queryKey: key });
  const cached: Badge | undefined = queryClient.getQueryData(key);
  return { ...(cached ?? { id: badgeId }), ...sent };
}

export function useUpdateBadge(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(updateBadgeMutation()),
    onSuccess: (response, { path, body }) =>
      writeBadge(
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
    onSuccess: (_data, variables) => {
      // Marked stale, not removed: the page still shows it until it navigates away, and removing
      // it under a mounted page would refetch a badge that no longer exists.
      void queryClient.invalidateQueries({
        queryKey: badgeQuery(communityId, variables.path.badgeId).queryKey,
        refetchType: 'none',
      });
      void queryClient.invalidateQueries({
        queryKey: badgeListsKey(communityId),
      });
    },
  });
}
