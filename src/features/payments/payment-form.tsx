import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { FormError } from '../../components/feedback/form-error';
import { UnsavedChangesDialog } from '../../components/feedback/unsaved-changes-dialog';
import { Field } from '../../components/ui/field';
import { FormFooter } from '../../components/ui/form-footer';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/select';
import { useServerForm } from '../../hooks/use-server-form';
import { KNOWN_CHAINS } from '../../lib/chains';
import { localDateHint } from '../../lib/datetime-local';
import { OTHER_CHAIN, paymentFormSchema, type PaymentFormValues } from './schemas';

interface PaymentFormProps {
  defaultValues: PaymentFormValues;
  /** Sends the values; throws (an ApiError) when the server refuses them. */
  onSubmit: (values: PaymentFormValues) => Promise<void>;
}

const SERVER_FIELDS = ['chainId', 'value', 'tokenSymbol', 'expiresAt', 'callBackUrl', 'metadata'];

/** The service refuses a chain without a vault, in its own words; this says where a vault is added. */
function VaultNote() {
  return (
    <div className="flex gap-2 rounded-md border border-warning-fg/30 bg-warning-bg px-3 py-2 text-sm text-warning-fg">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        Payments need a vault for their chain. Vaults are added in the service&apos;s own community dashboard,
        not through this API: add one for this chain there, then create the intent again. What you entered is
        kept.
      </p>
    </div>
  );
}

/** A payment intent: what a member pays, on which chain, until when. */
export function PaymentForm({ defaultValues, onSubmit }: PaymentFormProps) {
  const form = useForm<PaymentFormValues>({ resolver: zodResolver(paymentFormSchema), defaultValues });
  const { errors } = form.formState;
  const [chain, expiresAt] = useWatch({ control: form.control, name: ['chain', 'expiresAt'] });
  const { submit, formError, pending, blocker } = useServerForm({
    form,
    serverFields: SERVER_FIELDS,
    fieldAlias: { chainId: chain === OTHER_CHAIN ? 'otherChainId' : 'chain' },
    onSubmit,
  });
  // The service's refusal names the vault but no field, so it arrives as a form-level message.
  const vaultRefused = [...formError, errors.chain?.message, errors.otherChainId?.message].some(
    (message) => message !== undefined && /vault/i.test(message),
  );

  return (
    <form onSubmit={submit} noValidate className="flex max-w-2xl flex-col gap-5">
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Field
          label="Chain"
          required
          error={errors.chain?.message}
          description="The service takes payments only on chains where the community has a vault."
        >
          <NativeSelect {...form.register('chain')}>
            <option value="">Choose a chain</option>
            {KNOWN_CHAINS.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name} ({c.id})
              </option>
            ))}
            <option value={OTHER_CHAIN}>Other chain ID…</option>
          </NativeSelect>
        </Field>
        {chain === OTHER_CHAIN && (
          <Field label="Chain ID" required error={errors.otherChainId?.message}>
            <Input inputMode="numeric" {...form.register('otherChainId')} />
          </Field>
        )}
      </div>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Field
          label="Amount"
          required
          error={errors.value?.message}
          description="In whole tokens, e.g. 100 or 0.5."
        >
          <Input inputMode="decimal" {...form.register('value')} />
        </Field>
        <Field
          label="Token symbol (optional)"
          error={errors.tokenSymbol?.message}
          description="For example USDC. The service does not document which token it uses without one."
        >
          <Input {...form.register('tokenSymbol')} autoCapitalize="characters" spellCheck={false} />
        </Field>
      </div>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Field
          label="Expires (optional)"
          error={errors.expiresAt?.message}
          description={expiresAt ? localDateHint(expiresAt) : 'Leave empty for the service’s default.'}
        >
          <Input type="datetime-local" {...form.register('expiresAt')} />
        </Field>
        <Field
          label="Callback URL (optional)"
          error={errors.callBackUrl?.message}
          description="Where the service reports the payment (https://)."
        >
          <Input
            {...form.register('callBackUrl')}
            inputMode="url"
            spellCheck={false}
            placeholder="https://"
          />
        </Field>
      </div>
      <FormError messages={formError} />
      {vaultRefused && <VaultNote />}
      <FormFooter submitLabel="Create payment intent" pending={pending} />
      <UnsavedChangesDialog blocker={blocker} what="this payment intent" />
    </form>
  );
}
