import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { FormError } from '../../components/feedback/form-error';
import { UnsavedChangesDialog } from '../../components/feedback/unsaved-changes-dialog';
import { Field } from '../../components/ui/field';
import { FormFooter } from '../../components/ui/form-footer';
import { FormSection } from '../../components/ui/form-section';
import { ImageAndBannerSections } from '../../components/ui/image-and-banner-sections';
import type { ImageUploadComponent } from '../../components/ui/image-url-field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { useServerForm } from '../../hooks/use-server-form';
import { localDateHint } from '../../lib/datetime-local';
import { humanize } from '../../lib/format';
import { MintableExtras } from './mintable-extras';
import { MINTABLE_TYPES, mintableFormDefaults, mintableFormSchema, type MintableFormValues } from './schemas';
import { TraitsField } from './traits-field';

interface MintableFormProps {
  ImageUpload: ImageUploadComponent;
  cancelHref: string;
  /** Sends the values; throws (an ApiError) when the server refuses them. */
  onSubmit: (values: MintableFormValues) => Promise<void>;
}

const SERVER_FIELDS = [
  'name',
  'description',
  'type',
  'image',
  'bannerImage',
  'clippedImage',
  'maxMints',
  'traits',
  'models.mml',
  'models.threejs',
  'models.unity',
  'models.unreal',
  'animationUrl',
  'mintEndDate',
];

/** A new mintable in a collection (the service has no update of one, so this form only creates). */
export function MintableForm({ ImageUpload, cancelHref, onSubmit }: MintableFormProps) {
  const form = useForm<MintableFormValues>({
    resolver: zodResolver(mintableFormSchema),
    defaultValues: mintableFormDefaults(),
  });
  const { errors } = form.formState;
  const { submit, formError, pending, blocker } = useServerForm({
    form,
    serverFields: SERVER_FIELDS,
    onSubmit,
  });
  const mintEndDate = useWatch({ control: form.control, name: 'mintEndDate' });

  return (
    <form onSubmit={submit} noValidate className="flex max-w-2xl flex-col gap-8">
      <FormSection title="Basics">
        <Field label="Name" required error={errors.name?.message}>
          <Input {...form.register('name')} />
        </Field>
        <Field label="Description" required error={errors.description?.message}>
          <Textarea rows={3} {...form.register('description')} />
        </Field>
        <Field label="Type" required error={errors.type?.message}>
          <NativeSelect {...form.register('type')} wrapperClassName="sm:w-64">
            {MINTABLE_TYPES.map((t) => (
              <option key={t} value={t}>
                {humanize(t)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </FormSection>

      <ImageAndBannerSections
        form={form}
        image="image"
        banner="bannerImage"
        imagePreviewAlt="Mintable image preview"
        ImageUpload={ImageUpload}
      />

      <FormSection title="Minting">
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <Field
            label="Maximum mints"
            required
            error={errors.maxMints?.message}
            description="The service refuses mints beyond it."
          >
            <Input inputMode="numeric" {...form.register('maxMints')} />
          </Field>
          <Field
            label="Minting ends (optional)"
            error={errors.mintEndDate?.message}
            description={mintEndDate ? localDateHint(mintEndDate) : 'Leave empty to keep minting open.'}
          >
            <Input type="datetime-local" {...form.register('mintEndDate')} />
          </Field>
        </div>
      </FormSection>

      <FormSection title="Traits (optional)">
        <TraitsField form={form} />
      </FormSection>

      <FormSection title="Models and animation (optional)">
        <MintableExtras form={form} />
      </FormSection>

      <FormError messages={formError} />
      <FormFooter submitLabel="Create mintable" pending={pending} cancelHref={cancelHref} />
      <UnsavedChangesDialog blocker={blocker} what="this mintable" />
    </form>
  );
}
