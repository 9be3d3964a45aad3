import { describeIncompleteRead } from '../../api/fetch-all-pages';
import { fetchAllBadges } from '../../api/resources/badges';
import type { Badge, Tag } from '../../api/types';
import { ConfirmDialog } from '../../components/feedback/confirm-dialog';
import { InlineError } from '../../components/feedback/inline-error';
import { TaskProgress } from '../../components/feedback/task-progress';
import { Button } from '../../components/ui/button';
import { useCancellableTask, type TaskState } from '../../hooks/use-cancellable-task';
import { formatNumber } from '../../lib/format';

export interface TagUsage {
  /** The badges whose tags include this one. */
  badges: Badge[];
  /** Badges read and checked. */
  checked: number;
}

/** Finds the badges a tag gates: every page of the community's badges is read (with progress). */
export function useTagUsageScan(communityId: string, tagId: string) {
  const task = useCancellableTask<TagUsage>();
  const { run } = task;
  const start = () =>
    run(async ({ signal, onProgress }) => {
      const all = await fetchAllBadges(communityId, {
        signal,
        onProgress: (p) => onProgress({ done: p.loaded, total: p.total }),
      });
      // "No badge uses this tag" from part of the badges could lead to deleting a tag in use.
      if (all.incomplete)
        throw new Error(`not every badge could be read: ${describeIncompleteRead(all.incomplete)}`);
      return {
        badges: all.items.filter((b) => b.tags?.some((t) => t.id === tagId)),
        checked: all.items.length,
      };
    });
  return { state: task.state, start, cancel: task.cancel };
}

const badgeTitle = (b: Badge) => b.title ?? b.name ?? b.id;

function UsageReport({
  state,
  onRetry,
  onCancel,
}: {
  state: TaskState<TagUsage>;
  onRetry: () => void;
  onCancel: () => void;
}) {
  if (state.status === 'idle') return null;
  if (state.status === 'running') {
    return (
      <TaskProgress
        label="Checking which badges use it"
        done={state.progress.done}
        total={state.progress.total}
        unit="badges"
        onCancel={onCancel}
      />
    );
  }
  if (state.status !== 'done') {
    const why =
      state.status === 'cancelled'
        ? `The badge check was cancelled after ${formatNumber(state.progress.done)} badges`
        : `The badges could not be checked (${state.error instanceof Error ? state.error.message : 'unknown error'})`;
    return (
      <InlineError
        tone="neutral"
        action={
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Check again
          </Button>
        }
      >
        {why}: badges using this tag are not known.
      </InlineError>
    );
  }
  const { badges, checked } = state.result;
  const scope = `all ${formatNumber(checked)} ${checked === 1 ? 'badge' : 'badges'} of the community checked`;
  if (badges.length === 0)
    return (
      <p role="status" className="text-sm">
        No badge uses this tag ({scope}).
      </p>
    );
  return (
    <div role="status" className="flex flex-col gap-2 text-sm">
      <p>
        {badges.length === 1 ? 'One badge uses' : `${formatNumber(badges.length)} badges use`} this tag to
        decide who may claim ({scope}):
      </p>
      <ul className="max-h-40 list-disc overflow-y-auto pl-5">
        {badges.map((b) => (
          <li key={b.id}>{badgeTitle(b)}</li>
        ))}
      </ul>
    </div>
  );
}

interface TagDeleteDialogProps {
  tag: Tag;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How many members carry the tag (undefined while unknown). */
  memberCount: number | undefined;
  usage: ReturnType<typeof useTagUsageScan>;
  pending: boolean;
  onConfirm: () => void;
}

/** Deleting a tag names its members and the badges it gates, and asks for its name to be typed. */
export function TagDeleteDialog({
  tag,
  open,
  onOpenChange,
  memberCount,
  usage,
  pending,
  onConfirm,
}: TagDeleteDialogProps) {
  const members =
    memberCount === undefined
      ? 'The number of members carrying it is not known yet.'
      : memberCount === 0
        ? 'No member carries it.'
        : `${formatNumber(memberCount)} ${memberCount === 1 ? 'member carries' : 'members carry'} it and will lose it.`;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Delete the tag “${tag.name}”?`}
      description={`${members} This cannot be undone.`}
      confirmLabel="Delete tag"
      destructive
      confirmText={tag.name}
      confirmDisabled={usage.state.status === 'running'}
      pending={pending}
      onConfirm={onConfirm}
    >
      <UsageReport state={usage.state} onRetry={() => void usage.start()} onCancel={usage.cancel} />
    </ConfirmDialog>
  );
}
