import { useQuery } from '@tanstack/react-query';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { paths } from '../../config/paths';
import { communityQuery, communitySwitcherQuery } from '../../features/communities/api';

/** Switches to the same section of another community. */
export function CommunitySwitcher({ communityId }: { communityId: string }) {
  const navigate = useNavigate();
  const current = useQuery(communityQuery(communityId));
  const all = useQuery({ ...communitySwitcherQuery(), staleTime: 5 * 60_000 });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex w-full items-center gap-2 rounded-md border border-border px-2 py-1.5 text-left text-sm hover:bg-muted"
        aria-label={`Community: ${current.data?.name ?? communityId}. Switch community`}
      >
        <span className="min-w-0 flex-1 truncate font-medium">{current.data?.name ?? '…'}</span>
        <ChevronsUpDown aria-hidden className="size-4 text-muted-foreground" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-64">
        <DropdownMenuLabel>Communities</DropdownMenuLabel>
        {all.isPending && <DropdownMenuItem disabled>Loading…</DropdownMenuItem>}
        {all.error && <DropdownMenuItem disabled>Could not load communities</DropdownMenuItem>}
        {all.data?.results.map((community) => (
          <DropdownMenuItem key={community.id} onSelect={() => navigate(paths.community(community.id))}>
            <span className="min-w-0 flex-1 truncate">{community.name}</span>
            {community.id === communityId && <Check aria-label="Current" className="size-4" />}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
