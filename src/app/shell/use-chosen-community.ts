import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { getConnection } from '../../api/credentials';
import { isApiError } from '../../api/errors';
import { communityQuery } from '../../api/resources/communities';

/**
 * Where the last community opened is kept: per connection (a sandbox id means nothing on a live
 * server), in localStorage, read directly. The shell is on the first route, so this stays a few
 * lines rather than the recent-ids store the pages use.
 */
function storageKey(): string | undefined {
  const baseUrl = getConnection()?.baseUrl;
  return baseUrl ? `badge-console:chosen-community|${baseUrl}` : undefined;
}

function readChosen(): string | undefined {
  const key = storageKey();
  try {
    return (key && localStorage.getItem(key)) || undefined;
  } catch {
    return undefined;
  }
}

function writeChosen(communityId: string | undefined): void {
  const key = storageKey();
  try {
    if (key && communityId) localStorage.setItem(key, communityId);
    else if (key) localStorage.removeItem(key);
  } catch {
    // Storage refused (private mode, quota): the switcher only shows inside a community then.
  }
}

/**
 * The community the admin is working in: the one in the URL, or, on a page outside any community
 * (jobs, webhooks, avatars), the last one opened on this connection. Account pages so keep the
 * switcher and the community's menu instead of dropping the admin out of their community.
 */
export function useChosenCommunity(): string | undefined {
  const { communityId } = useParams();
  useEffect(() => {
    if (communityId) writeChosen(communityId);
  }, [communityId]);
  const remembered = communityId ? undefined : readChosen();
  // A remembered community may have been deleted since (or the sandbox reset): then it is forgotten.
  const check = useQuery({ ...communityQuery(remembered ?? ''), enabled: remembered !== undefined });
  const gone = isApiError(check.error) && check.error.status === 404;
  useEffect(() => {
    if (remembered && gone) writeChosen(undefined);
  }, [remembered, gone]);
  return communityId ?? (gone ? undefined : remembered);
}
