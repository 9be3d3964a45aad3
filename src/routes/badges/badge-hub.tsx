import { useQuery } from '@tanstack/react-query';
import { MoreHorizontal, Pencil, Rocket, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, Outlet, useNavigate, useParams } from 'react-router';
import { attributionCountQuery } from '../../api/resources/attributions';
import { rewardsQuery } from '../../api/resources/rewards';
import { ConfirmDialog } from '../../components/feedback/confirm-dialog';
import { QueryState } from '../../components/feedback/query-state';
import { Avatar } from '../../components/ui/avatar';
import { Button, buttonVariants } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { toast } from '../../components/ui/toaster';
import { paths } from '../../config/paths';
import { useBadgeWithPlaceholder, useDeleteBadge } from '../../features/badges/api';
import { badgeTitle } from '../../features/badges/badge-columns';
import { PublishDialog } from '../../features/badges/publish-dialog';
import type { BadgeHubContext } from '../../features/badges/use-badge-hub';
import { useArrivalIntent } from '../../hooks/use-arrival-intent';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { displayImageUrl } from '../../lib/images';
import { BadgeStatusNote } from './badge-status-note';

/** The tabs of a badge's hub, each a child route with its own URL. */
const TABS = [
  { to: '', label: 'Overview', end: true },
  { to: 'rewards', label: 'Rewards' },
  { to: 'attributions', label: 'Attributions' },
  { to: 'leaderboard', label: 'Leaderboard' },
] as const;

/** "3 rewards", "1 reward", or the plural alone while the count is not known. */
const counted = (count: number | undefined, one: string, many: string) =>
  count === undefined ? many : `${formatNumber(count)} ${count === 1 ? one : many}`;

/**
 * A badge's hub: the header (art, title, publish, edit, delete), what its status means and allows,
 * and its tabs (overview, rewards, attributions, leaderboard) below.
 */
export function BadgeHub() {
  const { communityId = '', badgeId = '' } = useParams();
  const query = useBadgeWithPlaceholder(communityId, badgeId);
  // Read beside the badge, not after it: the counts do not wait for the badge to arrive.
  const attributions = useQuery(attributionCountQuery(communityId, badgeId));
  const rewards = useQuery(rewardsQuery(communityId, badgeId));
  return (
    <QueryState query={query}>
      {(badge) => (
        <BadgeHubPage
          communityId={communityId}
          badge={badge}
          attributionCount={attributions.data?.total}
          rewardCount={rewards.data?.length}
        />
      )}
    </QueryState>
  );
}

function BadgeHubPage(context: BadgeHubContext) {
  const { communityId, badge, attributionCount, rewardCount } = context;
  const badgeId = badge.id;
  const navigate = useNavigate();
  const remove = useDeleteBadge(communityId);
  // "Publish <badge>" in the command palette opens the page with its confirmation open.
  const publishAsked = useArrivalIntent('publish');
  const [publishOpen, setPublishOpen] = useState(publishAsked && badge.status === 'approved');
  const [deleteOpen, setDeleteOpen] = useState(false);

  const title = badgeTitle(badge);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center gap-4">
        <Avatar src={displayImageUrl(badge.image, { size: 80 })} alt="" size={80} fallback={title} />
        {/* Wraps below the art on a phone rather than shrinking under the buttons. */}
        <div className="flex min-w-[min(100%,14rem)] flex-1 flex-col gap-1">
          <h1 className="text-2xl font-semibold [overflow-wrap:anywhere]">{title}</h1>
          <p className="text-sm text-muted-foreground capitalize">{badge.type ?? 'badge'}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {badge.status === 'approved' && (
            <Button onClick={() => setPublishOpen(true)}>
              <Rocket aria-hidden className="size-4" />
              Publish…
            </Button>
          )}
          <Link
            to={paths.badgeEdit(communityId, badgeId)}
            className={buttonVariants({ variant: 'secondary' })}
          >
            <Pencil aria-hidden className="size-4" />
            Edit
          </Link>
          <Link
            to={paths.eligibility(communityId, { badge: badgeId })}
            className={buttonVariants({ variant: 'secondary' })}
          >
            Check eligibility
          </Link>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" aria-label="More actions">
                <MoreHorizontal aria-hidden className="size-4" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem destructive onSelect={() => setDeleteOpen(true)}>
                <Trash2 aria-hidden className="size-4" />
                Delete badge…
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </header>
      <BadgeStatusNote badge={badge} />
      {/* Tighter on a phone, so the four tabs fit 390 px and the last one is not cut off. The rule
          under the tabs is an inset shadow, not a border the tabs overlap by a pixel: a tab reaching
          past the scroll box made it scroll (and show arrows) even when every tab fits. */}
      <nav
        aria-label="Badge sections"
        className="-mb-2 flex overflow-x-auto shadow-[inset_0_-1px_0_var(--color-border)] sm:gap-1"
      >
        {TABS.map((tab) => (
          <NavLink
            key={tab.label}
            to={tab.to ? `${paths.badge(communityId, badgeId)}/${tab.to}` : paths.badge(communityId, badgeId)}
            end={'end' in tab}
            className={({ isActive }) =>
              cn(
                'border-b-2 px-1.5 py-2 text-sm font-medium whitespace-nowrap hover:text-foreground sm:px-3',
                isActive ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground',
              )
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Outlet context={context} />
      <PublishDialog
        communityId={communityId}
        badge={badge}
        open={publishOpen}
        onOpenChange={setPublishOpen}
      />
      <ConfirmDialog
        open={deleteOpen}
        onOpenChange={setDeleteOpen}
        title={`Delete “${title}”?`}
        description={`This deletes the badge, its ${counted(attributionCount, 'attribution', 'attributions')}${
          rewardCount === undefined ? '' : ` and ${counted(rewardCount, 'reward', 'rewards')}`
        }. Members who earned it lose it. This cannot be undone.`}
        confirmLabel="Delete badge"
        destructive
        confirmText={title}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(
            { path: { id: communityId, badgeId } },
            {
              onSuccess: () => {
                toast.success(`Badge '${title}' deleted`);
                void navigate(paths.badges(communityId));
              },
              onError: (error) => toast.error(`Could not delete: ${error.message}`),
            },
          )
        }
      />
    </div>
  );
}
