import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { allTagsQuery, tagMemberCountQuery } from '../../api/resources/tags';
import type { Member, Tag } from '../../api/types';
import { ErrorState } from '../../components/feedback/error-state';
import { TaskProgress } from '../../components/feedback/task-progress';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { memberLabel } from '../../features/members/member-columns';
import {
  dropMemberTag,
  MEMBER_TAG_COUNT_LIMIT,
  MEMBER_TAG_SEARCH_BUDGET,
  memberTagSearchCost,
  memberTagsQuery,
  type CountedTag,
  type MemberTagsProgress,
} from '../../features/tags/member-tags';
import { RemoveTagDialog } from '../../features/tags/remove-tag-dialog';
import { formatNumber } from '../../lib/format';

/**
 * The member's tags, with remove. The member record has no tags field, so they are found in the
 * member lists of the community's tags: at once when that takes a few requests, on request when
 * the lists are long (the cost is stated first).
 */
export function MemberTags({ communityId, member }: { communityId: string; member: Member }) {
  const queryClient = useQueryClient();
  const tags = useQuery(allTagsQuery(communityId));
  const countable = (tags.data?.length ?? 0) <= MEMBER_TAG_COUNT_LIMIT;
  const counts = useQueries({
    queries: countable ? (tags.data ?? []).map((t) => tagMemberCountQuery(communityId, t.id)) : [],
  });
  let counted: CountedTag[] | undefined;
  if (tags.data && !countable) counted = tags.data.map((tag) => ({ tag }));
  else if (tags.data && counts.every((c) => c.data))
    counted = tags.data.map((tag, i) => ({ tag, members: counts[i]?.data?.total ?? 0 }));
  const cost = counted ? memberTagSearchCost(counted) : undefined;
  const [approved, setApproved] = useState(false);
  const [progress, setProgress] = useState<MemberTagsProgress>();
  const search = memberTagsQuery(communityId, member.id, counted ?? [], setProgress);
  const found = useQuery({
    ...search,
    enabled: cost !== undefined && (cost <= MEMBER_TAG_SEARCH_BUDGET || approved),
  });
  const [removing, setRemoving] = useState<Tag>();
  const countError = counts.find((c) => c.error)?.error;
  const error = tags.error ?? countError ?? found.error;

  let body;
  if (error) {
    body = (
      <ErrorState
        title="The member's tags could not be found"
        error={error}
        onRetry={() => {
          void tags.refetch();
          for (const c of counts) if (c.error) void c.refetch();
          if (found.error) void found.refetch();
        }}
      />
    );
  } else if (found.data) {
    body = <TagChips communityId={communityId} tags={found.data} onRemove={setRemoving} />;
  } else if (found.isFetching) {
    body = (
      <TaskProgress
        label="Looking for the member in each tag's member list"
        done={progress?.checked ?? 0}
        total={progress?.total}
        unit="tags"
        onCancel={() => {
          setApproved(false);
          void queryClient.cancelQueries({ queryKey: search.queryKey });
        }}
      />
    );
  } else if (tags.data?.length === 0) {
    body = <p className="text-sm text-muted-foreground">This community has no tags yet.</p>;
  } else if (cost !== undefined && counted) {
    const members = counted.reduce((sum, t) => sum + (t.members ?? 0), 0);
    body = (
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p className="min-w-0 flex-1">
          {countable ? (
            <>
              Finding this member’s tags reads {formatNumber(cost)} pages: the community’s{' '}
              {formatNumber(counted.length)} tags hold {formatNumber(members)} memberships.
            </>
          ) : (
            <>
              Finding this member’s tags reads at least {formatNumber(cost)} pages, one or more for each of
              the community’s {formatNumber(counted.length)} tags (too many to count their members first: over{' '}
              {formatNumber(MEMBER_TAG_COUNT_LIMIT)}).
            </>
          )}
        </p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setApproved(true);
            void found.refetch();
          }}
        >
          Find tags
        </Button>
      </div>
    );
  } else {
    body = <Skeleton className="h-8 w-64" />;
  }

  return (
    <section aria-labelledby="tags-title" className="flex flex-col gap-3">
      <div>
        <h2 id="tags-title" className="text-lg font-semibold">
          Tags{' '}
          {found.data && <span className="text-muted-foreground tabular-nums">({found.data.length})</span>}
        </h2>
        <p className="text-sm text-muted-foreground">
          The member record lists no tags; these are found in the member lists of the community’s tags.
        </p>
      </div>
      {body}
      <RemoveTagDialog
        communityId={communityId}
        tag={removing}
        member={removing ? { id: member.id, label: memberLabel(member) } : undefined}
        onClose={() => setRemoving(undefined)}
        onRemoved={() => removing && dropMemberTag(queryClient, communityId, member.id, removing.id)}
      />
    </section>
  );
}

function TagChips({
  communityId,
  tags,
  onRemove,
}: {
  communityId: string;
  tags: Tag[];
  onRemove: (tag: Tag) => void;
}) {
  if (tags.length === 0) return <p className="text-sm text-muted-foreground">This member carries no tags.</p>;
  return (
    <ul aria-label="Tags of this member" className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li
          key={tag.id}
          className="inline-flex items-center gap-1 rounded-full border border-border bg-card py-0.5 pr-1 pl-3 text-sm"
        >
          <Link to={paths.tag(communityId, tag.id)} className="hover:underline">
            {tag.name}
          </Link>
          <Button
            variant="ghost"
            size="icon"
            className="size-7 rounded-full"
            aria-label={`Remove the tag ${tag.name}`}
            onClick={() => onRemove(tag)}
          >
            <X aria-hidden className="size-3.5" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
