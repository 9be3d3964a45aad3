import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { ApiError } from '../../api/errors';
import type { Tag } from '../../api/generated/types.gen';
import { FormError } from '../../components/feedback/form-error';
import { UnsavedChangesDialog } from '../../components/feedback/unsaved-changes-dialog';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { FormFooter } from '../../components/ui/form-footer';
import { Input } from '../../components/ui/input';
import { useServerForm } from '../../hooks/use-server-form';
import { addMemberSchema, type AddMemberValues } from './schemas';

interface MemberFormProps {
  /** The community's tags to choose from, or how reading them failed. */
  tags: { data: Tag[] | undefined; error: ApiError | null; isPending: boolean };
  cancelHref: string;
  /** The wallet to start with (e.g. from a "not a member" search result). */
  initialWallet?: string;
  /** Sends the values; throws (an ApiError) when the server refuses them. */
  onSubmit: (values: AddMemberValues) => Promise<void>;
}

/** Adds one wallet to the community, with optional tags. */
export function MemberForm({ tags, cancelHref, initialWallet = '', onSubmit }: MemberFormProps) {
  const form = useForm<AddMemberValues>({
    resolver: zodResolver(addMemberSchema),
    defaultValues: { wallet: initialWallet, tags: [] },
  });
  const { errors } = form.formState;
  const { submit, formError, pending, blocker } = useServerForm({
    form,
    serverFields: ['wallet', 'tags'],
    onSubmit,
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-6 rounded-lg border border-border bg-card p-6"
    >
      <Field
        label="Wallet address"
        description="An Ethereum address (0x…). Mixed-case addresses are checked against their checksum."
        error={errors.wallet?.message}
        required
      >
        <Input
          {...form.register('wallet')}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          placeholder="0x…"
        />
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Tags (optional)</legend>
        {tags.isPending && <p className="text-sm text-muted-foreground">Loading tags…</p>}
        {tags.error && <p className="text-sm text-danger-fg">Could not load tags: {tags.error.message}</p>}
        {tags.data?.length === 0 && (
          <p className="text-sm text-muted-foreground">This community has no tags yet.</p>
        )}
        <div className="grid gap-2 sm:grid-cols-2">
          {tags.data?.map((tag) => (
            <Checkbox key={tag.id} value={tag.id} {...form.register('tags')} label={tag.name} />
          ))}
        </div>
        {errors.tags?.message && <p className="text-sm text-danger-fg">{errors.tags.message}</p>}
      </fieldset>
      <FormError messages={formError} />
      <FormFooter submitLabel="Add member" pending={pending} cancelHref={cancelHref} />
      <UnsavedChangesDialog blocker={blocker} what="this member" />
    </form>
  );
}
