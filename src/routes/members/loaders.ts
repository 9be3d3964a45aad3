import type { LoaderFunctionArgs } from 'react-router';
import { memberQuery, membersQuery } from '../../api/resources/members';
import { memberListParams } from '../../features/members/api';
import { paramOf, searchOf, type Prefetch } from '../../lib/route-module';

// Imported by the folder's routes on use (see `FolderRoutes`).

export const memberListLoader = (prefetch: Prefetch, args: LoaderFunctionArgs) =>
  prefetch(membersQuery(paramOf(args, 'communityId'), memberListParams(searchOf(args))));

export const memberLoader = (prefetch: Prefetch, args: LoaderFunctionArgs) =>
  prefetch(memberQuery(paramOf(args, 'communityId'), paramOf(args, 'idOrAddress')));
