import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { serverFieldErrors } from '../api/errors';
import { revealElement } from '../components/feedback/reveal';
import { useUnsavedChanges } from './use-unsaved-changes';

interface ServerFormOptions<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The field names the server may name in its messages (its own names, e.g. `wallet`). */
  serverFields: readonly string[];
  /** A server field name → the form's field, where they differ (e.g. `author` → `authorName`). */
  fieldAlias?: Partial<Record<string, Path<T>>>;
  /** Sends the values; throws (an ApiError) when the server refuses them. */
  onSubmit: (values: T) => Promise<void>;
}

/** Thrown for a second submit while the first is in flight, so it counts as "not submitted". */
const DUPLICATE = Symbol('duplicate submit');

/**
 * The plumbing every form shares:
 * - one request however fast the user clicks or presses Enter (a ref, set before anything awaits,
 *   released only when the save fails);
 * - the server's errors land on the fields they name, the rest in one form-level alert, and what
 *   the user typed stays;
 * - leaving with unsaved changes asks first (`blocker`, shown by `UnsavedChangesDialog`), except
 *   for the navigation that follows a successful save;
 * - a failed submit (refused by the schema or by the server) is never out of sight: the error
 *   summary takes focus itself (FormError), and when there is none the first field in error does,
 *   each scrolled into view.
 */
export function useServerForm<T extends FieldValues>(options: ServerFormOptions<T>) {
  const { form, serverFields, fieldAlias, onSubmit } = options;
  const [formError, setFormError] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  const formElement = useRef<HTMLFormElement | null>(null);
  // Counts failed submits, so the effect below runs once after each failure has rendered.
  const [failures, setFailures] = useState(0);
  const { isDirty, isSubmitSuccessful } = form.formState;
  const { blocker, release, hold } = useUnsavedChanges(isDirty && !isSubmitSuccessful);

  const save = async (values: T) => {
    if (sending.current) throw DUPLICATE;
    sending.current = true;
    setPending(true);
    setFormError([]);
    release(); // the page navigates away once the save succeeds
    try {
      await onSubmit(values);
      // Stays locked after success: the page moves on, and an Enter pressed before it has must not
      // send the same record again. A form that stays on screen after saving is remounted (key).
    } catch (error) {
      sending.current = false;
      hold();
      const { fields, rest } = serverFieldErrors(error, serverFields);
      for (const [name, message] of Object.entries(fields)) {
        form.setError(fieldAlias?.[name] ?? (name as Path<T>), { type: 'server', message });
      }
      setFormError(rest);
      setFailures((n) => n + 1);
      throw error; // keeps isSubmitSuccessful false, so the unsaved-changes guard stays on
    } finally {
      setPending(false);
    }
  };

  useEffect(() => {
    const element = formElement.current;
    if (failures === 0 || !element) return;
    // The summary, a child, has already taken focus in its own effect when the failure has one.
    if (document.activeElement?.closest('[role="alert"]')) return;
    const firstInError = element.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (firstInError) revealElement(firstInError);
  }, [failures]);

  const submit = (event?: BaseSyntheticEvent) => {
    if (event?.currentTarget instanceof HTMLFormElement) formElement.current = event.currentTarget;
    void form
      .handleSubmit(save, () => setFailures((n) => n + 1))(event)
      .catch(() => undefined);
  };

  return { submit, formError, pending, blocker };
}
