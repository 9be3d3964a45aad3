import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { serverFieldErrors } from '../api/errors';
import { revealElement } from '../components/feedback/reveal';
import type { ConflictChoice } from '../lib/edit-conflicts';
import { useEditRecheck, type EditRecheck } from './use-edit-recheck';
import { useUnsavedChanges } from './use-unsaved-changes';

interface ServerFormOptions<T extends FieldValues, R> {
  form: UseFormReturn<T>;
  /** The field names the server may name in its messages (its own names, e.g. `wallet`). */
  serverFields: readonly string[];
  /** A server field name → the form's field, where they differ (e.g. `author` → `authorName`). */
  fieldAlias?: Partial<Record<string, Path<T>>>;
  /**
   * Sends the values; throws (an ApiError) when the server refuses them. With `recheck`, `latest` is
   * the record as read just before, for a body made of what differs from it.
   */
  onSubmit: (values: T, latest: R | undefined) => Promise<void>;
  /** An edit form: read the record again before sending, and let the admin choose over changes made elsewhere. */
  recheck?: EditRecheck<T, R> | undefined;
}

/** Thrown for a second submit while the first is in flight, so it counts as "not submitted". */
const DUPLICATE = Symbol('duplicate submit');
/** Thrown when the re-read stops a save before anything is sent, so it counts as "not submitted". */
const NOT_SENT = Symbol('not sent');

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
 *   each scrolled into view;
 * - with `recheck`, nothing is sent over a change made elsewhere since the form opened
 *   (use-edit-recheck.ts): the admin chooses in `EditConflictDialog`, given `conflict`.
 */
export function useServerForm<T extends FieldValues, R = never>(options: ServerFormOptions<T, R>) {
  const { form, serverFields, fieldAlias, onSubmit } = options;
  const recheck = useEditRecheck(options.recheck);
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
      const outcome = await recheck.check(values);
      if (!outcome.send) {
        stopped(outcome.message);
        throw NOT_SENT;
      }
      await onSubmit(values, outcome.latest);
      // Stays locked after success: the page moves on, and an Enter pressed before it has must not
      // send the same record again. A form that stays on screen after saving is remounted (key).
    } catch (error) {
      sending.current = false;
      hold();
      if (error === NOT_SENT) throw error;
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

  /** A save the re-read stopped: its message in the alert, or the conflict dialog (already open). */
  const stopped = (message: string | undefined) => {
    if (message === undefined) return;
    setFormError([message]);
    setFailures((n) => n + 1);
  };

  const submit = (event?: BaseSyntheticEvent) => {
    if (event?.currentTarget instanceof HTMLFormElement) formElement.current = event.currentTarget;
    void form
      .handleSubmit(save, () => setFailures((n) => n + 1))(event)
      .catch(() => undefined);
  };

  /** The admin's choices: the fields kept as theirs take the stored value, then the save runs again (and checks again). */
  const resolveConflict = (choices: ReadonlyMap<keyof T, ConflictChoice>) => {
    for (const row of recheck.conflict?.rows ?? []) {
      if ((choices.get(row.field) ?? row.preset) !== 'theirs') continue;
      form.setValue(row.field as Path<T>, row.theirs, { shouldDirty: true });
    }
    recheck.settle();
    submit();
  };

  const describe = options.recheck?.describe;
  const conflict = recheck.conflict && {
    rows: recheck.conflict.rows,
    labels: options.recheck?.labels ?? {},
    what: options.recheck?.what ?? 'this record',
    describe: describe && latestDescribed(describe, recheck.conflict.latest),
    onResolve: resolveConflict,
    onCancel: recheck.cancel,
  };

  return { submit, formError, pending, blocker, conflict };
}

/** The form's describe with the record read now in place, as the dialog takes it. */
function latestDescribed<T, R>(
  describe: (field: keyof T, value: T[keyof T], latest: R) => string | undefined,
  latest: R,
) {
  return (field: keyof T, value: T[keyof T]) => describe(field, value, latest);
}
