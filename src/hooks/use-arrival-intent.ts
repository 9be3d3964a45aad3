import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Whether the page was opened to do `intent` at once (a link ending in `#<intent>`, as the command
 * palette's actions are), read on arrival. The fragment is then taken out of the URL (replacing
 * the entry), so a reload or coming back does not do it again.
 */
export function useArrivalIntent(intent: string): boolean {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [asked] = useState(() => hash === `#${intent}`);
  useEffect(() => {
    if (hash === `#${intent}`) void navigate({ pathname, search }, { replace: true });
  }, [hash, intent, navigate, pathname, search]);
  return asked;
}
