import { useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { errorMessage, isApiError } from '../api/errors';
import { conflictRows, type Comparable, type ConflictRow } from '../lib/edit-conflicts';

/**
 * What an edit form needs to check, just before it saves, that nobody changed its record since it
 * opened (the service has no version or ETag to do it for us).
 */
export interface EditRecheck<T extends FieldValues, R> {
  /** The record as the form opened on. */
  opened: R;
  /** Reads the record again from the service, past any cache; rejects with a 404 when it is gone. */
  read: () => Promise<R>;
  /** The record as the form's values (the form's defaults). */
  toValues: (record: R) => T;
  /** The fields the form writes, with their labels: only these are compared. */
  labels: Partial<Record<keyof T, string>>;
  /** "this badge": names the record in the messages. */
  what: string;
  /** A field's value as compared, where the form holds more than it writes (default: as it is). */
  comparable?: Comparable<T>;
  /**
   * A field's value as the dialog shows it, where plain text of the form's value would not read well;
   * `latest` is the record as read now (it may name what the form holds by id).
   */
  describe?: (field: keyof T, value: T[keyof T], latest: R) => string | undefined;
}

/** What the save does next: send over the record read now, stop with a message, or let the admin choose. */
export type RecheckOutcome<R> = { send: true; latest: R | undefined } | { send: false; message?: string };

export interface OpenConflict<T, R> {
  rows: ConflictRow<T>[];
  latest: R;
}

/**
 * The re-read and comparison of an edit form. `check` says whether the form's values can be sent
 * over the record read now; it stops with a message when the record is gone or could not be read
 * (never save blind), and without one when fields changed elsewhere: `conflict` then holds them for
 * the dialog. After the admin has chosen, the record they chose against becomes the one compared
 * with at the next save.
 */
export function useEditRecheck<T extends FieldValues, R>(recheck: EditRecheck<T, R> | undefined) {
  // The record as first read: later renders bring the refreshed cache, which is not what the form opened on.
  const baseline = useRef(recheck?.opened);
  const [conflict, setConflict] = useState<OpenConflict<T, R> | null>(null);

  const check = async (typed: T): Promise<RecheckOutcome<R>> => {
    if (!recheck || baseline.current === undefined) return { send: true, latest: undefined };
    let latest: R;
    try {
      latest = await recheck.read();
    } catch (error) {
      const what = capitalise(recheck.what);
      if (isApiError(error) && error.status === 404)
        return { send: false, message: `${what} was deleted since this form opened, so nothing was saved.` };
      return {
        send: false,
        message: `${what} could not be read again to check for changes made elsewhere, so nothing was saved (${errorMessage(error)}). What you typed is kept; try again.`,
      };
    }
    const fields = Object.keys(recheck.labels) as (keyof T)[];
    const rows = conflictRows(
      { opened: recheck.toValues(baseline.current), latest: recheck.toValues(latest), typed },
      fields,
      recheck.comparable,
    );
    if (rows.length === 0) return { send: true, latest };
    setConflict({ rows, latest });
    return { send: false };
  };

  /** The admin chose: the next save compares with the record they saw. */
  const settle = () => {
    if (conflict) baseline.current = conflict.latest;
    setConflict(null);
  };

  return { check, conflict, settle, cancel: () => setConflict(null) };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
