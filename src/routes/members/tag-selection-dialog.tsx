import { useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { tagCache } from '../../api/resources/tags';
import type { Member, Tag } from '../../api/types';
import { FormError } from '../../components/feedback/form-error';
import { InlineError } from '../../components/feedback/inline-error';
import { TaskProgress } from '../../components/feedback/task-progress';
import { Button, buttonVariants } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/select';
import { paths } from '../../config/paths';
import { addMembersToTag, TAG_CHUNK_SIZE } from '../../features/tags/api';
import { useCancellableTask } from '../../hooks/use-cancellable-task';
import { formatNumber } from '../../lib/format';

interface TagSelectionDialogProps {
  communityId: string;
  members: readonly Member[];
  /** The community's tags, or why they could not be read. */
  tags: { data: Tag[] | undefined; error: { message: string } | null };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Gives one tag to every selected member, in chunks, with progress; says how many were tagged. */
export function TagSelectionDialog({ open, onOpenChange, ...rest }: TagSelectionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <TagSelectionBody {...rest} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

const members = (n: number) => `${formatNumber(n)} ${n === 1 ? 'member' : 'members'}`;

function TagSelectionBody({
  communityId,
  members: selected,
  tags,
  onClose,
}: Omit<TagSelectionDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [tagId, setTagId] = useState('');
  const [error, setError] = useState<string>();
  const task = useCancellableTask<{ tag: Tag; sent: number }>();
  const { state } = task;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const tag = tags.data?.find((t) => t.id === tagId);
    if (!tag) {
      setError('Choose a tag.');
      return;
    }
    const ids = selected.map((m) => m.id);
    await task.run(async ({ signal, onProgress }) => {
      try {
        const sent = await addMembersToTag(communityId, tag.id, ids, {
          signal,
          onProgress: (done) => onProgress({ done, total: ids.length }),
        });
        return { tag, sent };
      } finally {
        tagCache.membersChanged(queryClient, communityId, tag.id);
      }
    });
  }

  if (state.status === 'done') {
    const { tag, sent } = state.result;
    return (
      <div className="grid gap-4">
        <DialogHeader>
          <DialogTitle>Tagged {members(sent)}</DialogTitle>
          <DialogDescription>
            {members(sent)} now carry “{tag.name}” (those who already carried it are unchanged).
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Link to={paths.tag(communityId, tag.id)} className={buttonVariants({ variant: 'primary' })}>
            Open “{tag.name}”
          </Link>
        </DialogFooter>
      </div>
    );
  }

  const running = state.status === 'running';
  const stopped =
    state.status === 'failed' || state.status === 'cancelled'
      ? [
          state.status === 'failed'
            ? `The service refused: ${state.error instanceof Error ? state.error.message : 'unknown error'}.`
            : 'Stopped.',
          `${formatNumber(state.progress.done)} of ${members(selected.length)} were tagged before that.`,
        ]
      : [];

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Tag {members(selected.length)}</DialogTitle>
        <DialogDescription>
          {selected.length > TAG_CHUNK_SIZE &&
            `Sent in ${formatNumber(Math.ceil(selected.length / TAG_CHUNK_SIZE))} requests of up to ${formatNumber(TAG_CHUNK_SIZE)}. `}
          Members who already carry the tag stay as they are.
        </DialogDescription>
      </DialogHeader>
      {tags.error ? (
        <InlineError>
          The tags could not be read: {tags.error.message}
        </InlineError>
      ) : tags.data?.length === 0 ? (
        <p className="text-sm">
          This community has no tags yet.{' '}
          <Link to={paths.tagNew(communityId)} className="text-primary underline-offset-4 hover:underline">
            Create a tag
          </Link>
        </p>
      ) : (
        <Field label="Tag" error={error} required>
          <NativeSelect
            value={tagId}
            onChange={(e) => {
              setTagId(e.target.value);
              setError(undefined);
            }}
            disabled={running || !tags.data}
          >
            <option value="">{tags.data ? 'Choose a tag' : 'Loading tags…'}</option>
            {tags.data?.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      )}
      {running && (
        <TaskProgress
          label="Tagging members"
          done={state.progress.done}
          total={state.progress.total}
          unit="members"
        />
      )}
      <FormError messages={stopped} />
      <DialogFooter>
        <Button variant="secondary" onClick={running ? task.cancel : onClose}>
          {running ? 'Stop' : 'Cancel'}
        </Button>
        <Button type="submit" pending={running} disabled={!tags.data?.length}>
          Tag {members(selected.length)}
        </Button>
      </DialogFooter>
    </form>
  );
}
