import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Reward } from '../../api/generated/types.gen';
import { EditConflictDialog } from '../../components/feedback/edit-conflict-dialog';
import { FormError } from '../../components/feedback/form-error';
import { UnsavedChangesDialog } from '../../components/feedback/unsaved-changes-dialog';
import { Field } from '../../components/ui/field';
import { FormFooter } from '../../components/ui/form-footer';
import { FormSection } from '../../components/ui/form-section';
import { ImageUrlField, type ImageUploadComponent } from '../../components/ui/image-url-field';
import { Input } from '../../components/ui/input';
import { Textarea } from '../../components/ui/textarea';
import { useServerForm } from '../../hooks/use-server-form';
import { localDateHint, localInputToDate } from '../../lib/datetime-local';
import { AmountListField } from './amount-list-field';
import { isVaultRefusal } from './api';
import { rewardBudget } from './budget';
import { BudgetLine } from './budget-line';
import { RewardChoice } from './reward-choices';
import { rewardEditSchema, rewardFormDefaults, rewardFormSchema, type RewardFormValues } from './schemas';
import { VaultIdField, type VaultSuggestion } from './vault-id-field';
import { VaultRefusal, vaultFieldMessage } from './vault-refusal';

interface RewardFormProps {
  mode: 'create' | 'edit';
  reward?: Reward;
  /** The badge's claim end, for the budget line's warning while the end date is chosen. */
  claimEndDate: string | undefined;
  ImageUpload: ImageUploadComponent;
  cancelHref: string;
  /** Vault ids to offer (the sandbox's, and those the community's rewards use). */
  vaultSuggestions?: readonly VaultSuggestion[];
  /** Editing: reads the reward again, past the cache, to check before saving that nobody changed it. */
  reread?: () => Promise<Reward>;
  /**
   * Sends the values; throws (an ApiError) when the server refuses them. `latest` is the reward as
   * read just before (editing), for a body of what differs from it.
   */
  onSubmit: (values: RewardFormValues, latest: Reward | undefined) => Promise<void>;
}

/** The fields a save writes, named as the form shows them. */
const EDITED_FIELDS: Partial<Record<keyof RewardFormValues, string>> = {
  name: 'Name',
  description: 'Description',
  image: 'Image URL',
  provider: 'Provider',
  type: 'Type',
  status: 'Status',
  chainId: 'Chain',
  vaultId: 'Vault ID',
  contract: 'Contract',
  amounts: 'Amounts',
  maxSpend: 'Max spend',
  endDate: 'Ends',
};

/** The amounts as the admin typed them (the form holds them as rows), for the conflict dialog. */
function describeReward(
  _field: keyof RewardFormValues,
  value: RewardFormValues[keyof RewardFormValues],
): string | undefined {
  return Array.isArray(value) ? value.map((row) => row.value).join(', ') : undefined;
}

const SERVER_FIELDS = [
  'name',
  'image',
  'provider',
  'type',
  'status',
  'vaultId',
  'contract',
  'chainId',
  'amount',
  'description',
  'endDate',
  'maxSpend',
];

/** One form for creating and editing a badge's reward: every field the service takes. */
export function RewardForm(props: RewardFormProps) {
  const { mode, reward, claimEndDate, ImageUpload, cancelHref, vaultSuggestions, reread, onSubmit } = props;
  const schema = useMemo(() => (reward ? rewardEditSchema(reward) : rewardFormSchema), [reward]);
  const form = useForm<RewardFormValues>({
    resolver: zodResolver(schema),
    defaultValues: rewardFormDefaults(reward),
  });
  const { errors } = form.formState;
  // The chain the service last refused for want of a vault (until the next save).
  const [refusedChain, setRefusedChain] = useState<string>();
  const { submit, formError, pending, blocker, conflict } = useServerForm({
    form,
    serverFields: SERVER_FIELDS,
    // The service names the amounts `amount`; the form holds them as a list of rows.
    fieldAlias: { amount: 'amounts' },
    recheck: reward &&
      reread && {
        opened: reward,
        read: reread,
        toValues: rewardFormDefaults,
        labels: EDITED_FIELDS,
        what: 'this reward',
        describe: describeReward,
      },
    onSubmit: async (values, latest) => {
      setRefusedChain(undefined);
      try {
        await onSubmit(values, latest);
      } catch (error) {
        if (isVaultRefusal(error)) {
          const chainId = values.chainId.trim();
          setRefusedChain(chainId);
          form.setError('chainId', { type: 'server', message: vaultFieldMessage(chainId) });
        }
        throw error;
      }
    },
  });
  const [image, chainId, endDate, maxSpend, amounts] = useWatch({
    control: form.control,
    name: ['image', 'chainId', 'endDate', 'maxSpend', 'amounts'],
  });
  // The service's own words about the vault go in the refusal's explanation, the rest above the buttons.
  const showsRefusal = refusedChain !== undefined && refusedChain === chainId.trim();
  const vaultMessages = formError.filter((m) => /\bvault\b/i.test(m) && !/^vaultId\b/i.test(m.trim()));
  const otherMessages =
    refusedChain === undefined ? formError : formError.filter((m) => !vaultMessages.includes(m));
  const budget = rewardBudget(
    {
      maxSpend: maxSpend.trim() ? Number(maxSpend) : undefined,
      amount: amounts.map((a) => Number(a.value.trim() || NaN)),
      endDate: localInputToDate(endDate),
    },
    claimEndDate,
  );

  return (
    <form onSubmit={submit} noValidate className="flex max-w-2xl flex-col gap-8">
      <FormSection title="Reward">
        <Field label="Name" required error={errors.name?.message}>
          <Input {...form.register('name')} />
        </Field>
        <Field
          label="Description"
          required
          error={errors.description?.message}
          description="What a member gets, in their words."
        >
          <Textarea rows={3} {...form.register('description')} />
        </Field>
        <ImageUrlField
          label="Image URL"
          value={image}
          error={errors.image?.message}
          previewAlt="Reward image preview"
          ImageUpload={ImageUpload}
          onUploaded={(url) => form.setValue('image', url, { shouldDirty: true, shouldValidate: true })}
        >
          <Input {...form.register('image')} spellCheck={false} inputMode="url" />
        </ImageUrlField>
      </FormSection>

      <FormSection title="Provider, type and status">
        <RewardChoice form={form} name="provider" />
        <RewardChoice form={form} name="type" />
        <RewardChoice form={form} name="status" />
      </FormSection>

      <FormSection title="Payment">
        <RewardChoice form={form} name="chainId" />
        {showsRefusal && <VaultRefusal chainId={chainId.trim()} messages={vaultMessages} />}
        <VaultIdField
          form={form}
          suggestions={vaultSuggestions}
          fillDefault={mode === 'create' && !!vaultSuggestions?.some((v) => v.source === 'sandbox')}
        />
        <Field
          label="Contract"
          required
          error={errors.contract?.message}
          description="The token contract the reward pays in."
        >
          <Input
            {...form.register('contract')}
            spellCheck={false}
            autoComplete="off"
            placeholder="0x…"
            className="font-mono"
          />
        </Field>
        <AmountListField form={form} />
        <Field
          label="Max spend"
          required
          error={errors.maxSpend?.message}
          description="The most this reward may pay out in total."
        >
          <Input inputMode="decimal" {...form.register('maxSpend')} className="w-48 font-mono" />
        </Field>
      </FormSection>

      <FormSection title="Timing">
        <Field label="Ends" required error={errors.endDate?.message} description={localDateHint(endDate)}>
          <Input type="datetime-local" {...form.register('endDate')} className="w-64" />
        </Field>
        <div className="rounded-md border border-border bg-muted/40 px-4 py-3">
          <p className="mb-1 text-sm font-medium">Budget</p>
          <BudgetLine budget={budget} />
        </div>
      </FormSection>

      <FormError messages={otherMessages} />
      <FormFooter
        submitLabel={mode === 'create' ? 'Create reward' : 'Save changes'}
        pending={pending}
        cancelHref={cancelHref}
      />
      <UnsavedChangesDialog blocker={blocker} what="this reward" />
      <EditConflictDialog conflict={conflict} />
    </form>
  );
}
