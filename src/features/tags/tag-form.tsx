import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, isApiError } from '../../api/errors';
import { FormError } from '../../components/feedback/form-error';
import { UnsavedChangesDialog } from '../../components/feedback/unsaved-changes-dialog';
import { Field } from '../../components/ui/field';
import { FormFooter } from '../../components/ui/form-footer';
import { Input } from '../../components/ui/input';
import { useServerForm } from '../../hooks/use-server-form';
import { tagFormSchema, type TagFormValues } from './schemas';

interface TagFormProps {
  /** The names of the community's tags, once read: a duplicate is refused before sending. */
  existingNames: readonly string[] | undefined;
  /** Why the existing names could not be read, if they could not. */
  namesError?: string;
  cancelHref: string;
  /** Sends the values; throws (an ApiError) when the server refuses them. */
  onSubmit: (values: TagFormValues) => Promise<void>;
}

/** A tag has one field: a conflict (a tag with this name appeared meanwhile) is about its name. */
function conflictOnName(error: unknown): unknown {
  if (!isApiError(error) || error.status !== 409 || error.fieldErrors.name) return error;
  return new ApiError({
    status: error.status,
    operation: error.operation,
    kind: error.kind,
    message: error.message,
    messages: error.messages,
    fieldErrors: { name: error.message },
  });
}

/** Creates a tag: one name. */
export function TagForm({ existingNames, namesError, cancelHref, onSubmit }: TagFormProps) {
  // The names may arrive after the form mounts; the form takes the newest resolver on each render.
  const resolver = useMemo(() => zodResolver(tagFormSchema(existingNames ?? [])), [existingNames]);
  const form = useForm<TagFormValues>({ resolver, defaultValues: { name: '' } });
  const { submit, formError, pending, blocker } = useServerForm({
    form,
    serverFields: ['name'],
    onSubmit: async (values) => {
      try {
        await onSubmit(values);
      } catch (error) {
        throw conflictOnName(error);
      }
    },
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-6 rounded-lg border border-border bg-card p-6"
    >
      <Field
        label="Name"
        required
        error={form.formState.errors.name?.message}
        description={
          namesError
            ? `The existing tags could not be read (${namesError}); the service still refuses a duplicate.`
            : 'Members with this tag can claim the badges it gates. Each name is used once.'
        }
      >
        <Input {...form.register('name')} autoComplete="off" />
      </Field>
      <FormError messages={formError} />
      <FormFooter submitLabel="Create tag" pending={pending} cancelHref={cancelHref} />
      <UnsavedChangesDialog blocker={blocker} what="this tag" />
    </form>
  );
}
