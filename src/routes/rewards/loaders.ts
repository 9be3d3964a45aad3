import type { LoaderFunctionArgs } from 'react-router';
import { rewardQuery, rewardsQuery } from '../../api/resources/rewards';
import { paramOf, type Prefetch } from '../../lib/route-module';

// Imported by the folder's routes on use (see `FolderRoutes`).

export const rewardListLoader = (prefetch: Prefetch, args: LoaderFunctionArgs) =>
  prefetch(rewardsQuery(paramOf(args, 'communityId'), paramOf(args, 'badgeId')));

export const rewardLoader = (prefetch: Prefetch, args: LoaderFunctionArgs) =>
  prefetch(rewardQuery(paramOf(args, 'communityId'), paramOf(args, 'badgeId'), paramOf(args, 'rewardId')));
