import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentType, ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Badge, Tag } from '../../api/generated/types.gen';
import { EditConflictDialog } from '../../components/feedback/edit-conflict-dialog';
import { FormError } from '../../components/feedback/form-error';
import { UnsavedChangesDialog } from '../../components/feedback/unsaved-changes-dialog';
import { ChoiceField } from '../../components/ui/choice-field';
import { Field } from '../../components/ui/field';
import { FormFooter } from '../../components/ui/form-footer';
import { ImageBox } from '../../components/ui/image-box';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { useServerForm } from '../../hooks/use-server-form';
import { useSettledValue } from '../../hooks/use-settled-value';
import { CHAIN_CHOICES } from '../../lib/chains';
import { formatUtc } from '../../lib/format';
import { displayImageUrl } from '../../lib/images';
import { GatingTagPicker } from './gating-tag-picker';
import { badgeFormDefaults, badgeFormSchema, localInputToDate, type BadgeFormValues } from './schemas';

/** The upload widget, passed in by the page (features do not import each other). It previews the art beside `title`. */
export type ImageUploadComponent = ComponentType<{ onUploaded: (url: string) => void; title: string }>;

interface BadgeFormProps {
  mode: 'create' | 'edit';
  badge?: Badge;
  tagChoices: Tag[];
  ImageUpload: ImageUploadComponent;
  cancelHref: string;
  /** Editing: reads the badge again, past the cache, to check before saving that nobody changed it. */
  reread?: () => Promise<Badge>;
  /** Sends the values; throws (an ApiError) when the server refuses them. */
  onSubmit: (values: BadgeFormValues) => Promise<void>;
}

/** The fields an edit writes (the contract is set at creation only), named as the form shows them. */
const EDITED_FIELDS: Partial<Record<keyof BadgeFormValues, string>> = {
  title: 'Title',
  description: 'Description',
  type: 'Type',
  image: 'Image URL',
  claimEndDate: 'Claims end',
  maxClaims: 'Maximum claims',
  tags: 'Gating tags',
  chainId: 'Chain',
  authorName: 'Author name',
  authorUri: 'Author URL',
};

const SERVER_FIELDS = [
  'title',
  'description',
  'type',
  'image',
  'chainId',
  'contract',
  'claimEndDate',
  'maxClaims',
  'tags',
];

function tagNames(ids: readonly string[], choices: readonly { id: string; name: string }[]): string {
  return ids.map((id) => choices.find((t) => t.id === id)?.name ?? id).join(', ');
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-5">
      <legend className="mb-4 w-full border-b border-border pb-2 text-base font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/** One form for creating and editing a badge. */
const PREVIEW_DELAY_MS = 500;

export function BadgeForm(props: BadgeFormProps) {
  const { mode, badge, tagChoices, ImageUpload, cancelHref, reread, onSubmit } = props;
  const form = useForm<BadgeFormValues>({
    resolver: zodResolver(badgeFormSchema),
    defaultValues: badgeFormDefaults(badge),
  });
  const { errors } = form.formState;
  const { submit, formError, pending, blocker, conflict } = useServerForm<BadgeFormValues, Badge>({
    form,
    serverFields: SERVER_FIELDS,
    fieldAlias: { author: 'authorName' },
    onSubmit,
    recheck: badge &&
      reread && {
        opened: badge,
        read: reread,
        toValues: badgeFormDefaults,
        labels: EDITED_FIELDS,
        what: 'this badge',
        // The form holds gating tags by id; the admin knows them by name (a tag set elsewhere may be
        // newer than the choices read when the form opened, and the badge read now names it).
        describe: (_field, value, latest) =>
          Array.isArray(value) && value.length > 0
            ? tagNames(value, [...(latest.tags ?? []), ...tagChoices])
            : undefined,
      },
  });
  const [image, claimEnd, title] = useWatch({
    control: form.control,
    name: ['image', 'claimEndDate', 'title'],
  });
  const claimEndDate = localInputToDate(claimEnd);
  // Typing an address previews it once the typing pauses, not at every keystroke.
  const settledImage = useSettledValue(image, PREVIEW_DELAY_MS);
  const preview = displayImageUrl(settledImage, { size: 96 });

  return (
    <form onSubmit={submit} noValidate className="flex max-w-2xl flex-col gap-8">
      <Section title="Basics">
        <Field label="Title" required error={errors.title?.message}>
          <Input {...form.register('title')} />
        </Field>
        <Field
          label="Description"
          required
          error={errors.description?.message}
          description="What a member did to earn it."
        >
          <Textarea rows={4} {...form.register('description')} />
        </Field>
        <Field label="Type" error={errors.type?.message}>
          <NativeSelect {...form.register('type')}>
            <option value="achievement">Achievement</option>
            <option value="attendance">Attendance</option>
          </NativeSelect>
        </Field>
      </Section>

      <Section title="Image">
        <ImageUpload
          title={title}
          onUploaded={(url) => form.setValue('image', url, { shouldDirty: true, shouldValidate: true })}
        />
        <div className="flex items-start gap-4">
          <ImageBox src={preview} alt="Badge art preview" size={96} rounded="full" />
          <Field
            label="Image URL"
            required
            className="flex-1"
            error={errors.image?.message}
            description="Filled in by an upload, or enter an https:// or ipfs:// address."
          >
            <Input {...form.register('image')} spellCheck={false} inputMode="url" />
          </Field>
        </div>
      </Section>

      <Section title="Claiming">
        <Field
          label="Claims end"
          required
          error={errors.claimEndDate?.message}
          description={
            claimEndDate
              ? `In your time zone (${Intl.DateTimeFormat().resolvedOptions().timeZone}); that is ${formatUtc(claimEndDate)}.`
              : `In your time zone (${Intl.DateTimeFormat().resolvedOptions().timeZone}).`
          }
        >
          <Input type="datetime-local" {...form.register('claimEndDate')} className="w-64" />
        </Field>
        <Field label="Maximum claims" required error={errors.maxClaims?.message}>
          <Input inputMode="numeric" {...form.register('maxClaims')} className="w-40" />
        </Field>
        <Controller
          control={form.control}
          name="tags"
          render={({ field }) => (
            <GatingTagPicker tags={tagChoices} value={field.value} onChange={field.onChange} />
          )}
        />
      </Section>

      <Section title="On chain (optional)">
        <Controller
          control={form.control}
          name="chainId"
          render={({ field }) => (
            <ChoiceField
              label="Chain"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              choices={CHAIN_CHOICES}
              emptyLabel="No chain"
              otherLabel="Other chain ID"
              otherInputMode="numeric"
              otherDescription="The chain's number, e.g. 42220."
              error={errors.chainId?.message}
            />
          )}
        />
        {mode === 'create' ? (
          <Field
            label="Contract"
            error={errors.contract?.message}
            description="Set at creation only; it cannot be changed later."
          >
            <Input
              {...form.register('contract')}
              className="font-mono"
              spellCheck={false}
              placeholder="0x…"
            />
          </Field>
        ) : (
          <p className="text-sm text-muted-foreground">
            Contract: <span className="font-mono">{badge?.contract ?? 'none'}</span> (set at creation; it
            cannot be changed).
          </p>
        )}
      </Section>

      <Section title="Author">
        <Field label="Name" required error={errors.authorName?.message}>
          <Input {...form.register('authorName')} />
        </Field>
        <Field label="URL" required error={errors.authorUri?.message}>
          <Input {...form.register('authorUri')} inputMode="url" spellCheck={false} placeholder="https://" />
        </Field>
      </Section>

      <FormError messages={formError} />
      <FormFooter
        submitLabel={mode === 'create' ? 'Create badge' : 'Save changes'}
        pending={pending}
        cancelHref={cancelHref}
      />
      <UnsavedChangesDialog blocker={blocker} what="this badge" />
      <EditConflictDialog conflict={conflict} />
    </form>
  );
}
