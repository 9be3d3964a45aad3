import * as z from 'zod';
import { intOfParam, intParam } from './url-state';

/** Field builders for the usual params; any zod schema with a `.catch` works as a field too. */
export const urlParam = {
  int: intParam,
  intOf: intOfParam,
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
