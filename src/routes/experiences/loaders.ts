import type { LoaderFunctionArgs } from 'react-router';
import { experienceQuery, experiencesQuery } from '../../api/resources/experiences';
import { experienceListParams } from '../../features/experiences/api';
import { paramOf, searchOf, type Prefetch } from '../../lib/route-module';

// Imported by the folder's routes on use (see `FolderRoutes`).

export const experienceListLoader = (prefetch: Prefetch, args: LoaderFunctionArgs) =>
  prefetch(experiencesQuery(paramOf(args, 'communityId'), experienceListParams(searchOf(args))));

export const experienceLoader = (prefetch: Prefetch, args: LoaderFunctionArgs) =>
  prefetch(experienceQuery(paramOf(args, 'communityId'), paramOf(args, 'experienceId')));
