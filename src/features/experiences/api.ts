import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createExperienceMutation,
  updateExperienceMutation,
} from '../../api/generated/@tanstack/react-query.gen';
import { apiMutation } from '../../api/query';
import {
  experienceCache,
  experienceFromLists,
  experienceQuery,
  type ExperienceListParams,
} from '../../api/resources/experiences';
import { listSearch } from '../../hooks/use-list-state';
import { sortParam, type SortState } from '../../lib/sort/sort-param';
import { parseUrlState } from '../../lib/url-state';
import { EXPERIENCE_SORT_KEYS, type ExperienceSortKey } from './experience-sorts';

export const EXPERIENCES_PER_PAGE = 25;

/** The experience list's state in the URL: the page's `useListState` and the route loader read it. */
export const experienceListSearch = listSearch(EXPERIENCES_PER_PAGE).extend({
  sort: sortParam(EXPERIENCE_SORT_KEYS),
});

export function experienceListParams(search: URLSearchParams) {
  const params: ExperienceListParams & { sort?: SortState<ExperienceSortKey> } = parseUrlState(
    experienceListSearch,
    search,
  );
  return params;
}

/** The experience for its page: while it loads, what a list already showed of it. */
export function useExperienceWithPlaceholder(communityId: string, experienceId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...experienceQuery(communityId, experienceId),
    placeholderData: () => experienceFromLists(queryClient, communityId, experienceId),
  });
}

export function useCreateExperience(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(createExperienceMutation()),
    onSuccess: (experience) => experienceCache.saved(queryClient, communityId, experience),
  });
}

export function useUpdateExperience(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(updateExperienceMutation()),
    onSuccess: (experience) => experienceCache.saved(queryClient, communityId, experience),
  });
}
