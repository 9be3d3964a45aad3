import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { Experience } from '../../api/generated/types.gen';
import { EditConflictDialog } from '../../components/feedback/edit-conflict-dialog';
import { FormError } from '../../components/feedback/form-error';
import { UnsavedChangesDialog } from '../../components/feedback/unsaved-changes-dialog';
import { Field } from '../../components/ui/field';
import { FormFooter } from '../../components/ui/form-footer';
import { FormSection } from '../../components/ui/form-section';
import { ImageAndBannerSections } from '../../components/ui/image-and-banner-sections';
import type { ImageUploadComponent } from '../../components/ui/image-url-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { useServerForm } from '../../hooks/use-server-form';
import { localDateHint } from '../../lib/datetime-local';
import { ExperienceTypeField } from './experience-type-field';
import {
  experienceFormDefaults,
  experienceFormSchema,
  OTHER_TYPE,
  type ExperienceFormValues,
} from './schemas';

interface ExperienceFormProps {
  mode: 'create' | 'edit';
  experience?: Experience;
  ImageUpload: ImageUploadComponent;
  cancelHref: string;
  /** Editing: reads the experience again, past the cache, to check before saving that nobody changed it. */
  reread?: () => Promise<Experience>;
  /**
   * Sends the values; throws (an ApiError) when the server refuses them. `latest` is the experience
   * as read just before (editing), for a body of what differs from it.
   */
  onSubmit: (values: ExperienceFormValues, latest: Experience | undefined) => Promise<void>;
}

/** The fields an edit writes (the type is set at creation only), named as the form shows them. */
const EDITED_FIELDS: Partial<Record<keyof ExperienceFormValues, string>> = {
  name: 'Name',
  description: 'Description',
  imageUrl: 'Image URL',
  bannerUrl: 'Banner URL',
  codeUrl: 'Code URL',
  startDate: 'Starts',
  endDate: 'Ends',
};

const SERVER_FIELDS = [
  'name',
  'description',
  'type',
  'imageUrl',
  'bannerUrl',
  'codeUrl',
  'startDate',
  'endDate',
];

/** One form for creating and editing an experience. */
export function ExperienceForm(props: ExperienceFormProps) {
  const { mode, experience, ImageUpload, cancelHref, reread, onSubmit } = props;
  const form = useForm<ExperienceFormValues>({
    resolver: zodResolver(experienceFormSchema),
    defaultValues: experienceFormDefaults(experience),
  });
  const { errors } = form.formState;
  const [type, startDate, endDate] = useWatch({
    control: form.control,
    name: ['type', 'startDate', 'endDate'],
  });
  const { submit, formError, pending, blocker, conflict } = useServerForm({
    form,
    serverFields: SERVER_FIELDS,
    // The service names a free-entry type `type`; the form holds it in its own field.
    fieldAlias: { type: type === OTHER_TYPE ? 'otherType' : 'type' },
    onSubmit,
    recheck: experience &&
      reread && {
        opened: experience,
        read: reread,
        toValues: experienceFormDefaults,
        labels: EDITED_FIELDS,
        what: 'this experience',
      },
  });

  return (
    <form onSubmit={submit} noValidate className="flex max-w-2xl flex-col gap-8">
      <FormSection title="Basics">
        <Field label="Name" required error={errors.name?.message}>
          <Input {...form.register('name')} />
        </Field>
        <Field label="Description" required error={errors.description?.message}>
          <Textarea rows={4} {...form.register('description')} />
        </Field>
        {mode === 'create' ? (
          <ExperienceTypeField form={form} />
        ) : (
          <p className="text-sm text-muted-foreground">
            Type: <span className="font-medium text-foreground">{experience?.type ?? 'not given'}</span> (set
            at creation; the service does not change it).
          </p>
        )}
      </FormSection>

      <ImageAndBannerSections
        form={form}
        image="imageUrl"
        banner="bannerUrl"
        imagePreviewAlt="Experience image preview"
        ImageUpload={ImageUpload}
      />

      <FormSection title="Code and schedule">
        <Field
          label="Code URL"
          required
          error={errors.codeUrl?.message}
          description="Where the experience's code is served from (https:// or ipfs://)."
        >
          <Input {...form.register('codeUrl')} spellCheck={false} inputMode="url" placeholder="https://" />
        </Field>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <Field
            label="Starts"
            required
            error={errors.startDate?.message}
            description={localDateHint(startDate)}
          >
            <Input type="datetime-local" {...form.register('startDate')} />
          </Field>
          <Field label="Ends" required error={errors.endDate?.message} description={localDateHint(endDate)}>
            <Input
              type="datetime-local"
              {...form.register('endDate', { deps: ['startDate'] })}
              min={startDate || undefined}
            />
          </Field>
        </div>
      </FormSection>

      <FormError messages={formError} />
      <FormFooter
        submitLabel={mode === 'create' ? 'Create experience' : 'Save changes'}
        pending={pending}
        cancelHref={cancelHref}
      />
      <UnsavedChangesDialog blocker={blocker} what="this experience" />
      <EditConflictDialog conflict={conflict} />
    </form>
  );
}
