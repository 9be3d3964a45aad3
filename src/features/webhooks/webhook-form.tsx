import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { Webhook } from '../../api/generated/types.gen';
import { EditConflictDialog } from '../../components/feedback/edit-conflict-dialog';
import { FormError } from '../../components/feedback/form-error';
import { UnsavedChangesDialog } from '../../components/feedback/unsaved-changes-dialog';
import { Field } from '../../components/ui/field';
import { FormFooter } from '../../components/ui/form-footer';
import { Input } from '../../components/ui/input';
import { useServerForm } from '../../hooks/use-server-form';
import { EventsPicker } from './events-picker';
import { SameUrlWarning, SharedEventsWarning } from './overlap-warnings';
import { chosenEvents, webhookFormDefaults, webhookFormSchema, type WebhookFormValues } from './schemas';
import { webhookOverlaps } from './warnings';

interface WebhookFormProps {
  mode: 'create' | 'edit';
  webhook?: Webhook;
  /** The webhooks already registered, to warn about a duplicate URL or shared events. */
  others: readonly Webhook[];
  cancelHref: string;
  /** Editing: reads the webhook again, past the cache, to check before saving that nobody changed it. */
  reread?: () => Promise<Webhook>;
  /** Sends the values; throws (an ApiError) when the server refuses them. */
  onSubmit: (values: WebhookFormValues) => Promise<void>;
}

const SERVER_FIELDS = ['events', 'callbackUrl'];

/** The fields a save writes, named as the form shows them. */
const EDITED_FIELDS = { callbackUrl: 'Callback URL', events: 'Events' };

/** One form for registering a webhook and for changing its events or URL. */
export function WebhookForm({ mode, webhook, others, cancelHref, reread, onSubmit }: WebhookFormProps) {
  const form = useForm<WebhookFormValues>({
    resolver: zodResolver(webhookFormSchema),
    defaultValues: webhookFormDefaults(webhook),
  });
  const { errors } = form.formState;
  const { submit, formError, pending, blocker, conflict } = useServerForm({
    form,
    serverFields: SERVER_FIELDS,
    onSubmit,
    recheck: webhook &&
      reread && {
        opened: webhook,
        read: reread,
        toValues: webhookFormDefaults,
        labels: EDITED_FIELDS,
        what: 'this webhook',
      },
  });
  const [events, otherEvent, callbackUrl] = useWatch({
    control: form.control,
    name: ['events', 'otherEvent', 'callbackUrl'],
  });
  const overlaps = webhookOverlaps(
    { callbackUrl, events: chosenEvents({ events, otherEvent }) },
    others,
    webhook?.id,
  );

  return (
    <form onSubmit={submit} noValidate className="flex max-w-2xl flex-col gap-8">
      <div className="flex flex-col gap-3">
        <Field
          label="Callback URL"
          required
          error={errors.callbackUrl?.message}
          description="Where the service sends deliveries: https:// only, or http://localhost and http://127.0.0.1 for testing."
        >
          <Input
            {...form.register('callbackUrl')}
            inputMode="url"
            spellCheck={false}
            autoCapitalize="off"
            placeholder="https://"
          />
        </Field>
        <div aria-live="polite">
          <SameUrlWarning overlaps={overlaps} />
        </div>
      </div>

      <div className="flex flex-col gap-3">
        <EventsPicker form={form} />
        <div aria-live="polite">
          <SharedEventsWarning overlaps={overlaps} />
        </div>
      </div>

      <FormError messages={formError} />
      <FormFooter
        submitLabel={mode === 'create' ? 'Create webhook' : 'Save changes'}
        pending={pending}
        cancelHref={cancelHref}
      />
      <UnsavedChangesDialog blocker={blocker} what="this webhook" />
      <EditConflictDialog conflict={conflict} />
    </form>
  );
}
