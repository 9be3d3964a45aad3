import type { LoaderFunctionArgs } from 'react-router';
import { boardQuery, leaderboardParams } from '../../features/leaderboard/api';
import { paramOf, searchOf, type Prefetch } from '../../lib/route-module';

// Imported by the folder's routes on use (see `FolderRoutes`).

export const leaderboardLoader = (prefetch: Prefetch, args: LoaderFunctionArgs) =>
  prefetch(
    boardQuery(paramOf(args, 'communityId'), paramOf(args, 'badgeId'), leaderboardParams(searchOf(args))),
  );
