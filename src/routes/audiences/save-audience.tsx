import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../api/errors';
import type { Member, Tag } from '../../api/types';
import { FormError } from '../../components/feedback/form-error';
import { UnsavedChangesDialog } from '../../components/feedback/unsaved-changes-dialog';
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
import { tagFormSchema, toTagCreate, type TagFormValues } from '../../features/tags/schemas';
import { useJobParam } from '../../hooks/use-job-param';
import { useServerForm } from '../../hooks/use-server-form';
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
  const resolver = useMemo(() => zodResolver(tagFormSchema(tags.map((t) => t.name))), [tags]);
  const form = useForm<TagFormValues>({ resolver, defaultValues: { name: '' } });
  const { submit, formError, pending, blocker } = useServerForm({
    form,
    serverFields: [],
    onSubmit: async (values) => {
      try {
        const tag = await createTag.mutateAsync({ path: { id: communityId }, body: toTagCreate(values) });
        const id = await commands.start(tagMembersAddKind, {
          title: `Tag ${plural(members.length)} with “${tag.name}”`,
          params: { communityId, tagId: tag.id },
          items: members.map((m) => ({ member: m.id, wallet: m.wallet ?? '' })),
        });
        setJobId(id, { replace: true });
        onDone();
      } catch (error) {
        // Either step may fail (creating the tag, starting the job that gives it): one message above the buttons.
        throw new Error(`The tag could not be saved: ${errorMessage(error)}`);
      }
    },
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Save the audience as a tag</DialogTitle>
        <DialogDescription>
          A new tag is created and given to the {plural(members.length)} who {description}. Later changes to
          the other tags do not change it.
        </DialogDescription>
      </DialogHeader>
      <Field label="Tag name" error={form.formState.errors.name?.message} required>
        <Input {...form.register('name')} autoComplete="off" disabled={pending} />
      </Field>
      <FormError messages={formError} />
      <DialogFooter>
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" pending={pending}>
          Save {plural(members.length)}
        </Button>
      </DialogFooter>
      <UnsavedChangesDialog blocker={blocker} what="this tag" />
    </form>
  );
}
