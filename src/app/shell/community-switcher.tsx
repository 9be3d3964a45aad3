import { useQuery } from '@tanstack/react-query';
import { ChevronsUpDown } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { communityQuery, communitySwitcherQuery } from '../../api/resources/communities';
import { sameSectionIn } from '../../config/paths';

/**
 * Switches to the same section of another community (members → its members). A native <select>: keyboard, screen-reader and mobile
 * behaviour come with the platform, and no menu library weighs on every page.
 */
export function CommunitySwitcher({ communityId }: { communityId: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = useQuery(communityQuery(communityId));
  const all = useQuery({ ...communitySwitcherQuery(), staleTime: 5 * 60_000 });
  const communities = all.data?.results ?? (current.data ? [current.data] : []);
  const known = communities.some((c) => c.id === communityId);

  return (
    <div className="relative">
      <label htmlFor="community-switcher" className="px-2 pb-1 text-xs font-medium text-muted-foreground">
        Community
      </label>
      <select
        id="community-switcher"
        value={communityId}
        onChange={(event) => void navigate(sameSectionIn(pathname, event.target.value))}
        className="mt-1 h-9 w-full appearance-none truncate rounded-md border border-border bg-card py-1 pr-8 pl-2 text-sm font-medium hover:bg-muted focus-visible:outline-offset-0"
      >
        {!known && <option value={communityId}>{current.data?.name ?? 'Loading…'}</option>}
        {communities.map((community) => (
          <option key={community.id} value={community.id}>
            {community.name ?? community.id}
          </option>
        ))}
      </select>
      <ChevronsUpDown
        aria-hidden
        className="pointer-events-none absolute right-2 bottom-2.5 size-4 text-muted-foreground"
      />
    </div>
  );
}
