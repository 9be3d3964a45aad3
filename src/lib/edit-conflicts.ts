/**
 * The comparison behind "never overwrite a colleague's edit" (docs/api-behaviour.md, Edits made
 * elsewhere). The service has no version or ETag, so an edit form compares the record as it read
 * it when it opened with the record read again just before saving, in the form's own values.
 */

/** undefined, null, '', [] and {} are one value: a form writes each of them as "nothing". */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return isPlainObject(value) && Object.values(value).every(isEmpty);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether two values are the same for a form. Objects (an attribution's metadata) are compared key by
 * key, whatever the keys' order, an empty key and a missing one being the same; arrays element by
 * element in order, since saving writes the list in the form's order and a reordering elsewhere would
 * be undone.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameValue(v, b[i]))
    );
  }
  if (isPlainObject(a) || isPlainObject(b)) {
    if (!isPlainObject(a) || !isPlainObject(b)) return false;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return Object.is(a, b);
}

/** A field's value as compared, where the form holds more than it writes (a draft beside its value). */
export type Comparable<T> = (field: keyof T, value: T[keyof T]) => unknown;

const asIs = <T>(_field: keyof T, value: T[keyof T]): unknown => value;

/** The `fields` whose value differs between `before` and `after`, in the order of `fields`. */
export function changedFields<T>(
  before: T,
  after: T,
  fields: readonly (keyof T)[],
  comparable: Comparable<T> = asIs,
): (keyof T)[] {
  return fields.filter(
    (field) => !sameValue(comparable(field, before[field]), comparable(field, after[field])),
  );
}

export type ConflictChoice = 'theirs' | 'mine';

export interface ConflictRow<T> {
  field: keyof T;
  /** The value on the service now. */
  theirs: T[keyof T];
  /** The value in the form. */
  yours: T[keyof T];
  /** "mine" when the admin changed the field too, "theirs" when they left it as it opened. */
  preset: ConflictChoice;
}

/**
 * The fields changed elsewhere since `opened` whose value in the form is not the one now stored.
 * A field the admin left alone is listed too (preset to theirs): saving the form would otherwise write
 * the old value back. A field both changed to the same value needs no choice.
 */
export function conflictRows<T>(
  values: { opened: T; latest: T; typed: T },
  fields: readonly (keyof T)[],
  comparable: Comparable<T> = asIs,
): ConflictRow<T>[] {
  const { opened, latest, typed } = values;
  const same = (a: T, b: T, field: keyof T) => changedFields(a, b, [field], comparable).length === 0;
  return changedFields(opened, latest, fields, comparable)
    .filter((field) => !same(typed, latest, field))
    .map((field) => ({
      field,
      theirs: latest[field],
      yours: typed[field],
      preset: same(typed, opened, field) ? 'theirs' : 'mine',
    }));
}

/** A form value as plain text for the conflict dialog. */
export function valueText(value: unknown): string {
  if (isEmpty(value)) return '(empty)';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  return JSON.stringify(value);
}
