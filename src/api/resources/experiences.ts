import type { QueryClient } from '@tanstack/react-query';
import { fetchAllPages, type AllPagesProgress } from '../fetch-all-pages';
import {
  getExperienceOptions,
  getExperienceQueryKey,
  listExperiencesOptions,
  listExperiencesQueryKey,
} from '../generated/@tanstack/react-query.gen';
import { listExperiences } from '../generated/sdk.gen';
import type { Experience, ExperiencePage } from '../generated/types.gen';
import { apiQuery } from '../query';
import { findInLists } from './keys';

/**
 * A community's experiences. Listing them is an operation inferred from the service's REST pattern
 * (docs/api-behaviour.md, Inferred operations): a server may answer 404 or 405.
 */

export interface ExperienceListParams {
  page: number;
  perPage: number;
}

const WHOLE = 'whole';

export const experienceKeys = {
  /** Every cached list page of the community's experiences. */
  lists: (communityId: string) => listExperiencesQueryKey({ path: { id: communityId } }),
  detail: (communityId: string, experienceId: string) =>
    getExperienceQueryKey({ path: { id: communityId, experienceId } }),
};

export function experiencesQuery(communityId: string, list: ExperienceListParams) {
  return apiQuery(
    listExperiencesOptions({ path: { id: communityId }, query: { page: list.page, perPage: list.perPage } }),
  );
}

/** The community's whole experience list, for a sort: its cache key (under the lists') and its read. */
export function wholeExperiencesRead(communityId: string) {
  return {
    queryKey: [...experienceKeys.lists(communityId), WHOLE],
    read: (options: { signal: AbortSignal; onProgress: (progress: AllPagesProgress) => void }) =>
      fetchAllPages<Experience>(
        async ({ page, perPage, signal }) =>
          (
            await listExperiences({
              path: { id: communityId },
              query: { page, perPage },
              signal,
              throwOnError: true,
            })
          ).data,
        { ...options, getId: (e) => e.id },
      ),
  };
}

export function experienceQuery(communityId: string, experienceId: string) {
  return apiQuery(getExperienceOptions({ path: { id: communityId, experienceId } }));
}

export function experienceFromLists(queryClient: QueryClient, communityId: string, experienceId: string) {
  return findInLists(
    queryClient.getQueriesData<ExperiencePage>({ queryKey: experienceKeys.lists(communityId) }),
    (e) => e.id === experienceId,
  );
}

export const experienceCache = {
  /** A saved experience on its page and in every cached list page; the lists then read again. */
  saved(queryClient: QueryClient, communityId: string, experience: Experience) {
    queryClient.setQueryData(experienceKeys.detail(communityId, experience.id), experience);
    // The whole read (a sort's) holds no page: it reads again with the lists below.
    queryClient.setQueriesData<ExperiencePage>(
      { queryKey: experienceKeys.lists(communityId), predicate: (query) => query.queryKey.at(-1) !== WHOLE },
      (page) =>
        page
          ? {
              ...page,
              results: page.results.map((e) => (e.id === experience.id ? { ...e, ...experience } : e)),
            }
          : page,
    );
    void queryClient.invalidateQueries({ queryKey: experienceKeys.lists(communityId) });
  },
};
