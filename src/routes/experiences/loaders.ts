import type { LoaderFunctionArgs } from 'react-router';
import { experienceQuery, experiencesQuery } from '../../api/resources/experiences';
import { experienceListParams } from '../../features/experiences/api';
import { paramOf, searchOf, type Prefetch } from '../../lib/route-module';

// Imported by the folder's routes on use (see `FolderRoutes`).

export const experienceListLoader = (prefetch: Prefetch, args: LoaderFunctionArgs) => {
  const params = experienceListParams(searchOf(args));
  // A sorted list's pages come from the whole list: the service's first page gives its length.
  return prefetch(
    experiencesQuery(paramOf(args, 'communityId'), params.sort ? { ...params, page: 1 } : params),
  );
};

export const experienceLoader = (prefetch: Prefetch, args: LoaderFunctionArgs) =>
  prefetch(experienceQuery(paramOf(args, 'communityId'), paramOf(args, 'experienceId')));
