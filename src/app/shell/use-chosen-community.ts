import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../api/errors';
import { communityQuery } from '../../api/resources/communities';
import { useRecentIds } from '../../hooks/use-recent-ids';

/** Recent communities are kept app-wide (one list per connection), not inside a community. */
export const RECENT_COMMUNITIES_KIND = 'communities';
export const RECENT_COMMUNITIES_SCOPE = 'app';

/**
 * The community the admin is working in: the one in the URL, or, on a page outside any community
 * (jobs, webhooks, avatars), the last one opened on this connection. Account pages so keep the
 * switcher and the community's menu instead of dropping the admin out of their community.
 */
export function useChosenCommunity(): string | undefined {
  const { communityId } = useParams();
  const { items, remember, forget } = useRecentIds(RECENT_COMMUNITIES_KIND, RECENT_COMMUNITIES_SCOPE);
  useEffect(() => {
    if (communityId) remember({ id: communityId });
  }, [communityId, remember]);
  const remembered = communityId ? undefined : items[0]?.id;
  // A remembered community may have been deleted since (or the sandbox reset): then it is forgotten.
  const check = useQuery({ ...communityQuery(remembered ?? ''), enabled: remembered !== undefined });
  const gone = isApiError(check.error) && check.error.status === 404;
  useEffect(() => {
    if (remembered && gone) forget(remembered);
  }, [remembered, gone, forget]);
  return communityId ?? (gone ? undefined : remembered);
}
