import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { EditConflictDialog } from '../../components/feedback/edit-conflict-dialog';
import { FormError } from '../../components/feedback/form-error';
import { UnsavedChangesDialog } from '../../components/feedback/unsaved-changes-dialog';
import { Field } from '../../components/ui/field';
import { FormFooter } from '../../components/ui/form-footer';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/select';
import { useServerForm } from '../../hooks/use-server-form';
import { draftFromMetadata, draftMetadata, metadataText, type Metadata } from './metadata';
import { errorMessageAt, MetadataEditor } from './metadata-editor';
import { updateMetadataSchema, type UpdateMetadataValues } from './schemas';

interface UpdateMetadataFormProps {
  defaults: UpdateMetadataValues;
  /** Whether the wallet came from the attribution (then it is shown, not asked for). */
  walletKnown: boolean;
  /** The metadata as the form opened on it, and a read of it past the cache, to check before saving that nobody changed it. */
  stored?: { opened: Metadata; reread: () => Promise<Metadata> };
  /** Sends the values; throws (an ApiError) when the server refuses them. */
  onSubmit: (values: UpdateMetadataValues) => Promise<void>;
}

/**
 * The metadata a field's value stands for: the draft holds its text and its rows beside it, and only
 * the metadata is compared and shown (a draft that does not parse is compared as it is).
 */
function draftValue(value: UpdateMetadataValues[keyof UpdateMetadataValues]): unknown {
  return typeof value === 'object' ? (draftMetadata(value) ?? value) : value;
}

function describeDraft(
  _field: keyof UpdateMetadataValues,
  value: UpdateMetadataValues[keyof UpdateMetadataValues],
): string | undefined {
  const metadata = typeof value === 'object' ? draftMetadata(value) : undefined;
  return metadata && metadataText(metadata);
}

const SERVER_FIELDS = ['wallet', 'metadata', 'conditionKey', 'condition'];

/**
 * Replaces an attribution's metadata, selected by its wallet, optionally only when a key's new
 * value is greater (or lower) than the stored one, e.g. to keep a player's best score.
 */
export function UpdateMetadataForm({ defaults, walletKnown, stored, onSubmit }: UpdateMetadataFormProps) {
  const form = useForm<UpdateMetadataValues>({
    resolver: zodResolver(updateMetadataSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const { submit, formError, pending, blocker, conflict } = useServerForm<UpdateMetadataValues, Metadata>({
    form,
    serverFields: SERVER_FIELDS,
    onSubmit,
    recheck: stored && {
      opened: stored.opened,
      read: stored.reread,
      toValues: (metadata) => ({ ...defaults, metadata: draftFromMetadata(metadata) }),
      labels: { metadata: 'Metadata' },
      what: 'this metadata',
      comparable: (_field, value) => draftValue(value),
      describe: describeDraft,
    },
  });
  const condition = useWatch({ control: form.control, name: 'condition' });
  // The attribution read again (another client changed it): the fields not touched take what it
  // now suggests (the key to compare, the metadata to start from); what was typed stays.
  const defaultsKey = JSON.stringify(defaults);
  const appliedDefaults = useRef(defaultsKey);
  useEffect(() => {
    if (appliedDefaults.current === defaultsKey) return;
    appliedDefaults.current = defaultsKey;
    form.reset(defaults, { keepDirtyValues: true });
  }, [defaultsKey, defaults, form]);

  return (
    <form onSubmit={submit} noValidate className="flex max-w-2xl flex-col gap-5">
      <Field
        label="Wallet address"
        required
        error={errors.wallet?.message}
        description={
          walletKnown
            ? 'The service selects the attribution by its wallet.'
            : 'This server does not say whose attribution this is: enter the wallet it was awarded to.'
        }
      >
        <Input {...form.register('wallet')} readOnly={walletKnown} className="font-mono" spellCheck={false} />
      </Field>
      <Controller
        control={form.control}
        name="metadata"
        render={({ field }) => (
          <MetadataEditor
            label="New metadata"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            textRef={field.ref}
            error={errors.metadata?.message}
            errorAt={(path) => errorMessageAt(errors.metadata, path)}
            onInvalidSwitch={() => void form.trigger('metadata')}
          />
        )}
      />
      <div className="flex flex-wrap items-start gap-3">
        <Field label="Apply" error={errors.condition?.message} className="w-56">
          <NativeSelect {...form.register('condition')}>
            <option value="">Always</option>
            <option value="gt">Only if greater (gt)</option>
            <option value="lt">Only if lower (lt)</option>
          </NativeSelect>
        </Field>
        {condition !== '' && (
          <Field
            label="Key to compare"
            required
            error={errors.conditionKey?.message}
            description="Its new value must be greater (or lower) than the stored one."
            className="w-56"
          >
            <Input {...form.register('conditionKey')} spellCheck={false} />
          </Field>
        )}
      </div>
      <FormError messages={formError} />
      <FormFooter submitLabel="Update metadata" pending={pending} />
      <UnsavedChangesDialog blocker={blocker} what="this metadata" />
      <EditConflictDialog conflict={conflict} />
    </form>
  );
}
