import type * as z from 'zod';

/**
 * A page's state in its URL's search params, declared as a schema: one field per param, each
 * with its fallback, so a missing, malformed or unknown value never reaches a component. Written
 * back, a field is left out while it holds its fallback, and fields come in the schema's order, so
 * the same state always makes the same URL (shareable, and comparable for saved views).
 *
 * Fields are zod schemas with a `.catch` (builders in `url-params.ts`), or the two number fields
 * below, which need no zod: this module is read by the first route, and zod loads with the pages
 * that use it (the first route's size budget, e2e/size-budget.spec.ts). So fields are used through
 * their own `safeParse` / `safeEncode` methods, and zod is imported here for its types only.
 *
 * The hook over it is `useUrlState` (src/hooks/use-url-state.ts); loaders and saved views use these
 * pure functions directly.
 */

type Result<T> = { success: true; data: T } | { success: false; data?: undefined };

/** What a field must offer: zod's schemas have these methods, the number fields below too. */
export interface UrlField<T = unknown> {
  safeParse(raw: unknown): Result<T>;
  safeEncode(value: T): Result<unknown>;
  readonly _zod?: { readonly def: unknown };
}

/** A field built here, with no zod behind it. */
interface PlainField<T> extends UrlField<T> {
  readonly plainOutput?: T;
}

type FieldOutput<F> = F extends z.core.$ZodType ? z.output<F> : F extends PlainField<infer T> ? T : never;

/** Any field, whatever it reads: what a schema's shape holds. */
interface AnyUrlField {
  safeParse(raw: unknown): Result<unknown>;
  safeEncode(value: never): Result<unknown>;
  readonly _zod?: { readonly def: unknown };
}

export type UrlShape = Readonly<Record<string, AnyUrlField>>;

export interface UrlSchema<Shape extends UrlShape = UrlShape> {
  readonly shape: Shape;
}

export type UrlState<S extends UrlSchema> = { -readonly [K in keyof S['shape']]: FieldOutput<S['shape'][K]> };

export interface ExtensibleUrlSchema<Shape extends UrlShape> extends UrlSchema<Shape> {
  /** The same params and more (a list's paging with its filters). */
  extend<More extends UrlShape>(more: More): ExtensibleUrlSchema<Omit<Shape, keyof More> & More>;
}

/** A schema from its fields, in the order their params are written. */
export function urlSchema<Shape extends UrlShape>(shape: Shape): ExtensibleUrlSchema<Shape> {
  return { shape, extend: (more) => urlSchema({ ...shape, ...more }) };
}

type Field = AnyUrlField;
interface FieldDef {
  type?: string;
  innerType?: { _zod?: { def: unknown } };
  in?: { _zod?: { def: unknown } };
}

/** Whether a field reads every value of its param (`?collection=a&collection=b`), not the first. */
function takesManyValues(field: Field): boolean {
  let def = field._zod?.def as FieldDef | undefined;
  while (def) {
    if (def.type === 'array') return true;
    const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
    def = inner?._zod?.def as FieldDef | undefined;
  }
  return false;
}

function fieldsOf(schema: UrlSchema): [string, UrlField][] {
  return Object.entries(schema.shape);
}

function toParams(search: URLSearchParams | string): URLSearchParams {
  return typeof search === 'string' ? new URLSearchParams(search) : search;
}

/** An empty param counts as a missing one (`?status=` is no status). */
function rawValue(field: Field, params: URLSearchParams, key: string): string | string[] | undefined {
  const values = params.getAll(key).filter(Boolean);
  if (takesManyValues(field)) return values;
  return values[0];
}

function parseField(field: UrlField, raw: unknown): unknown {
  const read = field.safeParse(raw);
  if (read.success) return read.data;
  // A field declared without `.catch`: its missing value, which `.optional()` or `.default()` gives.
  return field.safeParse(undefined).data;
}

/** The params a value is written as; none for a value the field does not accept. */
function encodeField(field: UrlField, value: unknown): string[] {
  if (value === undefined) return [];
  const written = field.safeEncode(value);
  if (!written.success || written.data === undefined || written.data === null) return [];
  const values: unknown[] = Array.isArray(written.data) ? written.data : [written.data];
  return values.map(String).filter(Boolean);
}

function sameValues(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** The state a search string holds, every field read through its schema. */
export function parseUrlState<S extends UrlSchema>(schema: S, search: URLSearchParams | string): UrlState<S> {
  const params = toParams(search);
  const state: Record<string, unknown> = {};
  for (const [key, field] of fieldsOf(schema)) state[key] = parseField(field, rawValue(field, params, key));
  return state as UrlState<S>;
}

/** One field of the state from a raw value (a select's `value`), as the URL would give it. */
export function parseUrlField<S extends UrlSchema>(
  schema: S,
  key: keyof UrlState<S> & string,
  raw: string | readonly string[] | undefined,
): unknown {
  const field = (schema.shape as Record<string, UrlField | undefined>)[key];
  if (!field) return undefined;
  const values = (typeof raw === 'string' ? [raw] : (raw ?? [])).filter(Boolean);
  return parseField(field, takesManyValues(field) ? values : values[0]);
}

function appendState(schema: UrlSchema, state: Record<string, unknown>, out: URLSearchParams): void {
  for (const [key, field] of fieldsOf(schema)) {
    const values = encodeField(field, state[key]);
    if (sameValues(values, encodeField(field, parseField(field, undefined)))) continue;
    for (const value of values) out.append(key, value);
  }
}

/** The canonical search string of a state (no `?`): fallbacks left out, fields in schema order. */
export function toSearch<S extends UrlSchema>(schema: S, state: Partial<UrlState<S>>): string {
  const out = new URLSearchParams();
  appendState(schema, state, out);
  return out.toString();
}

/**
 * The search params with the schema's fields written from `state`. Params the schema does not name
 * are kept as they were: on a page several hooks each own their params (the list's paging, a job
 * id, an audience), and one writing must not drop another's.
 */
export function withUrlState<S extends UrlSchema>(
  schema: S,
  search: URLSearchParams | string,
  state: Partial<UrlState<S>>,
): URLSearchParams {
  const own = new Set(Object.keys(schema.shape));
  const out = new URLSearchParams();
  for (const [key, value] of toParams(search)) if (!own.has(key)) out.append(key, value);
  appendState(schema, state, out);
  return out;
}

/** The raw values of the schema's own params: equal strings mean equal state. */
export function ownSearch(schema: UrlSchema, search: URLSearchParams | string): string {
  const params = toParams(search);
  const out = new URLSearchParams();
  for (const [key] of fieldsOf(schema)) for (const value of params.getAll(key)) out.append(key, value);
  return out.toString();
}

/** A whole number written in digits only (`1e1` and ` 2` are malformed), accepted by `accepts`. */
function digitsField(accepts: (n: number) => boolean, fallback: number): PlainField<number> {
  const read = (raw: unknown) =>
    typeof raw === 'string' && /^\d+$/.test(raw) && accepts(Number(raw)) ? Number(raw) : undefined;
  return {
    safeParse: (raw) => ({ success: true, data: read(raw) ?? fallback }),
    safeEncode: (value) =>
      Number.isSafeInteger(value) && read(String(value)) === value
        ? { success: true, data: String(value) }
        : { success: false },
  };
}

/** A whole number from `min`, else `fallback` (a page number). */
export function intParam(fallback: number, min = 1): PlainField<number> {
  return digitsField((n) => n >= min, fallback);
}

/** One of a fixed set of numbers, else `fallback` (a page size the UI offers). */
export function intOfParam(values: readonly number[], fallback: number): PlainField<number> {
  return digitsField((n) => values.includes(n), fallback);
}
