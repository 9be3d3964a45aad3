import * as z from 'zod';

/**
 * A page's state in its URL's search params, declared as a zod object: one field per param, each
 * with its fallback (`.catch`), so a missing, malformed or unknown value never reaches a component.
 * Written back, a field is left out while it holds its fallback, and fields come in the schema's
 * order, so the same state always makes the same URL (shareable, and comparable for saved views).
 *
 * The hook over it is `useUrlState` (src/hooks/use-url-state.ts); loaders and saved views use these
 * pure functions directly.
 */
export type UrlSchema = z.ZodObject;
export type UrlState<S extends UrlSchema> = z.output<S>;

type Field = z.core.$ZodType;
interface FieldDef {
  type: string;
  innerType?: Field;
  in?: Field;
}

/** Whether a field reads every value of its param (`?collection=a&collection=b`), not the first. */
function takesManyValues(field: Field): boolean {
  let def = field._zod.def as FieldDef;
  for (;;) {
    if (def.type === 'array') return true;
    const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
    if (!inner) return false;
    def = inner._zod.def;
  }
}

function fieldsOf(schema: UrlSchema): [string, Field][] {
  return Object.entries<Field>(schema.shape);
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

function parseField(field: Field, raw: unknown): unknown {
  const read = z.safeParse(field, raw);
  if (read.success) return read.data;
  // A field declared without `.catch`: its missing value, which `.optional()` or `.default()` gives.
  return z.parse(field, undefined);
}

/** The params a value is written as; none for a value the field does not accept. */
function encodeField(field: Field, value: unknown): string[] {
  if (value === undefined) return [];
  const written = z.safeEncode(field, value);
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
  const field = (schema.shape as Record<string, Field>)[key];
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

/** Field builders for the usual params; any zod schema with a `.catch` works as a field too. */
export const urlParam = {
  /** A whole number from `min` (digits only: `1e1` and ` 2` are malformed), else `fallback`. */
  int: (fallback: number, min = 1) =>
    z
      .codec(z.string().regex(/^\d+$/), z.number().int().min(min), { decode: Number, encode: String })
      .catch(fallback),
  /** One of a fixed set of numbers (a page size the UI offers), else `fallback`. */
  intOf: (values: readonly number[], fallback: number) =>
    z
      .codec(
        z.string().regex(/^\d+$/),
        z.number().refine((n) => values.includes(n)),
        {
          decode: Number,
          encode: String,
        },
      )
      .catch(fallback),
  /** One of a fixed set of words, else `fallback`. */
  oneOf: <const T extends readonly string[]>(values: T, fallback: T[number]) =>
    z.enum(values).catch(fallback),
  /** One of a fixed set of words, or none. */
  optionalOneOf: <const T extends readonly string[]>(values: T) => z.enum(values).optional().catch(undefined),
  /** Free text, trimmed; blank is none. */
  text: () => z.string().trim().min(1).optional().catch(undefined),
  /** Free text as typed (a value the page validates with its own messages); empty is none. */
  rawText: () => z.string().optional().catch(undefined),
  /** Every value of a repeated param, in order. */
  list: () => z.array(z.string()).catch([]),
} as const;
