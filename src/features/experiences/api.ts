import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  createExperienceMutation,
  getExperienceOptions,
  listExperiencesOptions,
  listExperiencesQueryKey,
  updateExperienceMutation,
} from '../../api/generated/@tanstack/react-query.gen';
import type { Experience, ExperiencePage } from '../../api/generated/types.gen';
import { apiMutation, apiQuery } from '../../api/query';
import { parsePaging } from '../../hooks/use-list-state';

export const EXPERIENCES_PER_PAGE = 25;

export interface ExperienceListParams {
  page: number;
  perPage: number;
}

/** The experience list's state in the URL; the route loader and the page both read it through this. */
export function experienceListParams(search: URLSearchParams): ExperienceListParams {
  return parsePaging(search, EXPERIENCES_PER_PAGE);
}

/**
 * A page of the community's experiences. Listing them is an operation inferred from the service's
 * REST pattern (docs/api-behaviour.md, Inferred operations): a server may answer 404 or 405.
 */
export function experiencesQuery(communityId: string, list: ExperienceListParams) {
  return apiQuery(
    listExperiencesOptions({ path: { id: communityId }, query: { page: list.page, perPage: list.perPage } }),
  );
}

/** Every cached list page of the community's experiences. */
const experienceListsKey = (communityId: string) => listExperiencesQueryKey({ path: { id: communityId } });

export function experienceQuery(communityId: string, experienceId: string) {
  return apiQuery(getExperienceOptions({ path: { id: communityId, experienceId } }));
}

function experienceFromLists(queryClient: QueryClient, communityId: string, experienceId: string) {
  for (const [, page] of queryClient.getQueriesData<ExperiencePage>({
    queryKey: experienceListsKey(communityId),
  })) {
    const found = page?.results.find((e) => e.id === experienceId);
    if (found) return found;
  }
  return undefined;
}

/** The experience for its page: while it loads, what a list already showed of it. */
export function useExperienceWithPlaceholder(communityId: string, experienceId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...experienceQuery(communityId, experienceId),
    placeholderData: () => experienceFromLists(queryClient, communityId, experienceId),
  });
}

/** Puts a saved experience on its page and in every cached list page, then refreshes the lists. */
function writeExperience(queryClient: QueryClient, communityId: string, experience: Experience) {
  queryClient.setQueryData(experienceQuery(communityId, experience.id).queryKey, experience);
  queryClient.setQueriesData<ExperiencePage>({ queryKey: experienceListsKey(communityId) }, (page) =>
    page
      ? {
          ...page,
          results: page.results.map((e) => (e.id === experience.id ? { ...e, ...experience } : e)),
        }
      : page,
  );
  void queryClient.invalidateQueries({ queryKey: experienceListsKey(communityId) });
}

export function useCreateExperience(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(createExperienceMutation()),
    onSuccess: (experience) => writeExperience(queryClient, communityId, experience),
  });
}

export function useUpdateExperience(communityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...apiMutation(updateExperienceMutation()),
    onSuccess: (experience) => writeExperience(queryClient, communityId, experience),
  });
}
