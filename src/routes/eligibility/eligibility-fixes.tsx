import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/errors';
import { tagCache } from '../../api/resources/tags';
import type { Badge, BadgeTag } from '../../api/types';
import { Button, buttonVariants } from '../../components/ui/button';
import { toast } from '../../components/ui/toaster';
import { paths } from '../../config/paths';
import { useAwardBadge } from '../../features/attributions/api';
import { badgeTitle } from '../../features/badges/badge-columns';
import { PublishDialog } from '../../features/badges/publish-dialog';
import type { CheckId, Fix, Verdict } from '../../features/eligibility/checklist';
import { useAddMember } from '../../features/members/api';
import { addMembersToTag } from '../../features/tags/api';
import { shortenAddress } from '../../lib/format';

/*
 * The fixes of the failing checks, made with the same mutations (and so the same cache writers)
 * as the member, tag, badge and award pages. Each one ends by reading the checklist again.
 */

interface FixContext {
  communityId: string;
  badge: Badge;
  /** Reads the checklist again and moves focus to it (the fix's button is gone once it passes). */
  onFixed: () => void;
}

function AddMemberFix({ communityId, wallet, onFixed }: Omit<FixContext, 'badge'> & { wallet: string }) {
  const add = useAddMember(communityId);
  return (
    <Button
      size="sm"
      pending={add.isPending}
      onClick={() =>
        !add.isPending &&
        add.mutate(
          { path: { id: communityId }, body: { wallet } },
          {
            onSuccess: () => {
              toast.success(`Member ${shortenAddress(wallet)} added`);
              onFixed();
            },
            onError: (error) => toast.error(`Could not add the member: ${errorMessage(error)}`),
          },
        )
      }
    >
      Add as member
    </Button>
  );
}

function AddTagFix({
  communityId,
  memberId,
  tag,
  onFixed,
}: Omit<FixContext, 'badge'> & { memberId: string; tag: BadgeTag }) {
  const queryClient = useQueryClient();
  // The tag page's assignment (one member is one request), and its cache writer.
  const add = useMutation({
    mutationFn: () =>
      addMembersToTag(communityId, tag.id, [memberId], { signal: new AbortController().signal }).finally(() =>
        tagCache.membersChanged(queryClient, communityId, tag.id),
      ),
  });
  return (
    <Button
      size="sm"
      pending={add.isPending}
      onClick={() =>
        !add.isPending &&
        add.mutate(undefined, {
          onSuccess: () => {
            toast.success(`Tagged the member with “${tag.name}”`);
            onFixed();
          },
          onError: (error) => toast.error(`Could not add the tag: ${errorMessage(error)}`),
        })
      }
    >
      Add the tag {tag.name}
    </Button>
  );
}

function PublishFix({ communityId, badge }: Omit<FixContext, 'onFixed'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        Publish…
      </Button>
      <PublishDialog
        communityId={communityId}
        badge={badge}
        open={open}
        // Its update writes the badge into the cache the checklist reads, and focuses the page heading.
        onOpenChange={setOpen}
      />
    </>
  );
}

function fixNode(fix: Fix, context: FixContext): ReactNode {
  const { communityId, badge } = context;
  switch (fix.kind) {
    case 'add-member':
      return <AddMemberFix communityId={communityId} wallet={fix.wallet} onFixed={context.onFixed} />;
    case 'add-tag':
      return fix.tags.map((tag) => (
        <AddTagFix
          key={tag.id}
          communityId={communityId}
          memberId={fix.memberId}
          tag={tag}
          onFixed={context.onFixed}
        />
      ));
    case 'publish':
      return <PublishFix communityId={communityId} badge={badge} />;
    case 'edit-badge':
      return (
        <Link
          to={paths.badgeEdit(communityId, badge.id)}
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          Change the {fix.change} of {badgeTitle(badge)}
        </Link>
      );
  }
}

/** The fix of each failing check that has one. */
export function fixesOf(verdict: Verdict, context: FixContext): Partial<Record<CheckId, ReactNode>> {
  const fixes: Partial<Record<CheckId, ReactNode>> = {};
  for (const check of verdict.checks)
    if (!check.passed && check.fix) fixes[check.id] = fixNode(check.fix, context);
  return fixes;
}

/** Awards the badge to the wallet, as the award page does, when every check of an award passes. */
export function AwardAction({ communityId, badge, wallet, onFixed }: FixContext & { wallet: string }) {
  const award = useAwardBadge(communityId, badge.id);
  return (
    <Button
      size="sm"
      pending={award.isPending}
      onClick={() =>
        !award.isPending &&
        award.mutate(
          { path: { id: communityId, badgeId: badge.id }, body: { wallet } },
          {
            onSuccess: () => {
              toast.success(`Awarded '${badgeTitle(badge)}' to ${shortenAddress(wallet)}`);
              onFixed();
            },
            onError: (error) => toast.error(`Could not award: ${errorMessage(error)}`),
          },
        )
      }
    >
      Award {badgeTitle(badge)}
    </Button>
  );
}
