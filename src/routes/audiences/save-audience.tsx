import { Save } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { errorMessage } from '../../api/errors';
import type { Member, Tag } from '../../api/types';
import { FormError } from '../../components/feedback/form-error';
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
import { Input } from '../../components/ui/input';
import { tagMembersAddKind } from '../../features/jobs/tag-members-add-kind';
import { useJobCommands } from '../../features/jobs/use-jobs';
import { useCreateTag } from '../../features/tags/api';
import { tagFormSchema, toTagCreate } from '../../features/tags/schemas';
import { useJobParam } from '../../hooks/use-job-param';
import { formatNumber } from '../../lib/format';

interface SaveAudienceProps {
  communityId: string;
  members: readonly Member[];
  /** "have Gold and do not have Banned". */
  description: string;
  tags: readonly Tag[];
}

const plural = (n: number) => `${formatNumber(n)} ${n === 1 ? 'member' : 'members'}`;

/**
 * Saves the audience as a new tag: the tag is created, then its members are given it by a job
 * (the job runner: resumable after a reload, with its results by member). The job's id goes in the
 * URL, where the page shows its card.
 */
export function SaveAudience(props: SaveAudienceProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button onClick={() => setOpen(true)} disabled={props.members.length === 0}>
        <Save aria-hidden />
        Save as tag
      </Button>
      <DialogContent>
        <SaveBody {...props} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function SaveBody({
  communityId,
  members,
  description,
  tags,
  onDone,
}: SaveAudienceProps & { onDone: () => void }) {
  const [, setJobId] = useJobParam();
  const createTag = useCreateTag(communityId);
  const commands = useJobCommands();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [failure, setFailure] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = tagFormSchema(tags.map((t) => t.name)).safeParse({ name });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? 'Enter a name for the tag.');
      return;
    }
    setBusy(true);
    setFailure([]);
    try {
      const tag = await createTag.mutateAsync({ path: { id: communityId }, body: toTagCreate(parsed.data) });
      const id = await commands.start(tagMembersAddKind, {
        title: `Tag ${plural(members.length)} with “${tag.name}”`,
        params: { communityId, tagId: tag.id },
        items: members.map((m) => ({ member: m.id, wallet: m.wallet ?? '' })),
      });
      setJobId(id, { replace: true });
      onDone();
    } catch (error) {
      setFailure([`The tag could not be saved: ${errorMessage(error)}`]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Save the audience as a tag</DialogTitle>
        <DialogDescription>
          A new tag is created and given to the {plural(members.length)} who {description}. Later changes to
          the other tags do not change it.
        </DialogDescription>
      </DialogHeader>
      <Field label="Tag name" error={nameError} required>
        <Input
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setNameError(undefined);
          }}
          autoComplete="off"
          disabled={busy}
        />
      </Field>
      <FormError messages={failure} />
      <DialogFooter>
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" pending={busy}>
          Save {plural(members.length)}
        </Button>
      </DialogFooter>
    </form>
  );
}
