import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type SubmitEvent } from 'react';
import { tagCache } from '../../api/resources/tags';
import type { Tag } from '../../api/types';
import { FormError } from '../../components/feedback/form-error';
import { TaskProgress } from '../../components/feedback/task-progress';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/toaster';
import { useCancellableTask } from '../../hooks/use-cancellable-task';
import { formatNumber } from '../../lib/format';
import { readMemberRefList, type MemberRefList } from '../../lib/member-ref';
import { addMembersToTag } from './api';

interface AddTagMembersDialogProps {
  communityId: string;
  tag: Tag;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Adds members to a tag from pasted wallets or member ids, checked before anything is sent. */
export function AddTagMembersDialog({ open, onOpenChange, ...rest }: AddTagMembersDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* The body mounts with the dialog, so it starts empty every time. */}
      <DialogContent>
        <AddMembersBody {...rest} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

const MAX_LISTED_PROBLEMS = 10;

function problemsMessage(list: MemberRefList): string | undefined {
  if (list.problems.length === 0) return undefined;
  const shown = list.problems
    .slice(0, MAX_LISTED_PROBLEMS)
    .map((p) => `Entry ${p.position} (“${p.value}”): ${p.message}`);
  const more = list.problems.length - shown.length;
  const count = list.problems.length === 1 ? 'One entry' : `${formatNumber(list.problems.length)} entries`;
  return `${count} cannot be read; nothing was sent. ${shown.join(' ')}${more > 0 ? ` And ${formatNumber(more)} more.` : ''}`;
}

function AddMembersBody({
  communityId,
  tag,
  onDone,
}: Omit<AddTagMembersDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const list = useMemo(() => readMemberRefList(text), [text]);
  const task = useCancellableTask<number>();
  const running = task.state.status === 'running';

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (running) return;
    const problems = problemsMessage(list);
    if (problems || list.refs.length === 0) {
      setFieldError(problems ?? 'Paste at least one wallet address or member ID.');
      return;
    }
    setFieldError(undefined);
    const refs = list.refs;
    const sent = await task.run(({ signal, onProgress }) =>
      addMembersToTag(communityId, tag.id, refs, {
        signal,
        onProgress: (done) => onProgress({ done, total: refs.length }),
      }).finally(() => tagCache.membersChanged(queryClient, communityId, tag.id)),
    );
    if (sent !== undefined) {
      toast.success(`Tagged ${formatNumber(sent)} ${sent === 1 ? 'member' : 'members'} with “${tag.name}”`);
      onDone();
    }
  }

  const failure =
    task.state.status === 'failed' || task.state.status === 'cancelled'
      ? [
          task.state.status === 'cancelled'
            ? 'Stopped.'
            : `The service refused: ${task.state.error instanceof Error ? task.state.error.message : 'unknown error'}.`,
          `${formatNumber(task.state.progress.done)} of ${formatNumber(list.refs.length)} were tagged before that.`,
        ]
      : [];

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Add members to “{tag.name}”</DialogTitle>
        <DialogDescription>
          Paste wallet addresses or member IDs of this community’s members. Each is checked before anything is
          sent.
        </DialogDescription>
      </DialogHeader>
      <Field
        label="Wallets or member IDs"
        description="One per line, or separated by commas or spaces. Wallets in any case; a mixed-case wallet must pass its checksum."
        error={fieldError}
      >
        <Textarea
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setFieldError(undefined);
          }}
          rows={6}
          spellCheck={false}
          autoComplete="off"
          className="font-mono text-xs"
          disabled={running}
        />
      </Field>
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {list.refs.length === 0 && list.problems.length === 0
          ? 'Nothing pasted yet.'
          : `${formatNumber(list.refs.length)} to add` +
            (list.repeats > 0 ? `, ${formatNumber(list.repeats)} repeated left out` : '') +
            (list.problems.length > 0 ? `, ${formatNumber(list.problems.length)} not readable` : '') +
            '.'}
      </p>
      {task.state.status === 'running' && (
        <TaskProgress
          label="Tagging members"
          done={task.state.progress.done}
          total={task.state.progress.total}
          unit="members"
        />
      )}
      <FormError messages={failure} />
      <DialogFooter>
        <Button variant="secondary" onClick={running ? task.cancel : onDone}>
          {running ? 'Stop' : 'Cancel'}
        </Button>
        <Button type="submit" pending={running}>
          {list.refs.length > 0
            ? `Add ${formatNumber(list.refs.length)} ${list.refs.length === 1 ? 'member' : 'members'}`
            : 'Add members'}
        </Button>
      </DialogFooter>
    </form>
  );
}
