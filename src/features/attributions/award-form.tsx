import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormError } from '../../components/feedback/form-error';
import { InlineError } from '../../components/feedback/inline-error';
import { UnsavedChangesDialog } from '../../components/feedback/unsaved-changes-dialog';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { FormFooter } from '../../components/ui/form-footer';
import { Input } from '../../components/ui/input';
import { useServerForm } from '../../hooks/use-server-form';
import { errorMessageAt, MetadataEditor } from './metadata-editor';
import { awardFormDefaults, awardFormSchema, type AwardFormValues } from './schemas';

interface AwardFormProps {
  /** A claim code to redeem, when the page was opened from one. */
  code?: string;
  cancelHref: string;
  /** Sends the values; throws (an ApiError) when the server refuses them. */
  onSubmit: (values: AwardFormValues) => Promise<void>;
}

const SERVER_FIELDS = ['wallet', 'code', 'autoClaim', 'metadata'];

const RECIPIENTS = [
  { value: 'wallet', title: 'A wallet', text: 'Award the badge to this address.' },
  { value: 'code', title: 'A claim code', text: 'Redeem one of the codes generated for this badge.' },
] as const;

/** Awards a badge: to a wallet or through a claim code, claimed at once or not, with metadata. */
export function AwardForm({ code, cancelHref, onSubmit }: AwardFormProps) {
  const form = useForm<AwardFormValues>({
    resolver: zodResolver(awardFormSchema),
    defaultValues: awardFormDefaults(code),
  });
  const { errors } = form.formState;
  const { submit, formError, pending, blocker } = useServerForm({
    form,
    serverFields: SERVER_FIELDS,
    onSubmit,
  });
  const recipient = useWatch({ control: form.control, name: 'recipient' });
  const byCode = recipient === 'code';

  return (
    <form onSubmit={submit} noValidate className="flex max-w-2xl flex-col gap-6">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Award to</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {RECIPIENTS.map(({ value, title, text }) => (
            <label
              key={value}
              className="flex cursor-pointer gap-3 rounded-lg border border-border bg-card p-3 has-[:checked]:border-primary has-[:checked]:ring-1 has-[:checked]:ring-primary"
            >
              <input
                type="radio"
                value={value}
                {...form.register('recipient')}
                className="mt-1 accent-primary"
              />
              <span className="flex flex-col gap-0.5">
                <span className="font-medium">{title}</span>
                <span className="text-sm text-muted-foreground">{text}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {byCode && (
        <Field label="Claim code" required error={errors.code?.message}>
          <Input
            {...form.register('code')}
            className="w-64 font-mono uppercase"
            spellCheck={false}
            autoComplete="off"
          />
        </Field>
      )}
      <Field
        label={byCode ? 'Wallet address (optional)' : 'Wallet address'}
        required={!byCode}
        error={errors.wallet?.message}
        description={
          byCode
            ? 'Who redeems the code. Without one, the code makes an attribution that waits for a wallet.'
            : undefined
        }
      >
        <Input
          {...form.register('wallet')}
          className="font-mono"
          spellCheck={false}
          placeholder="0x…"
          autoComplete="off"
        />
      </Field>
      <div className="flex flex-col gap-1">
        <Checkbox {...form.register('autoClaim')} label="Claim it now, on the member's behalf" />
        <p className="pl-6 text-sm text-muted-foreground">
          Sets the claim time at once; an on-chain badge is minted to the wallet straight away.
        </p>
        {errors.autoClaim?.message && <InlineError className="pl-6">{errors.autoClaim.message}</InlineError>}
      </div>

      <Controller
        control={form.control}
        name="metadata"
        render={({ field }) => (
          <MetadataEditor
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

      <FormError messages={formError} />
      <FormFooter submitLabel="Award badge" pending={pending} cancelHref={cancelHref} />
      <UnsavedChangesDialog blocker={blocker} what="this award" />
    </form>
  );
}
