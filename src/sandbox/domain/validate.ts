import { badRequest } from './errors';

/**
 * Request-value readers. Bodies arrive as untyped JSON, so the domain is where they are checked;
 * messages follow class-validator's wording and name the field.
 */

export type Body = Record<string, unknown>;

export function isRecord(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asBody(value: unknown): Body {
  if (!isRecord(value)) throw badRequest('request body must be a JSON object');
  return value;
}

export function isMissing(value: unknown): boolean {
  return value === undefined || value === null;
}

export function readString(value: unknown, field: string, max = 255): string {
  if (isMissing(value)) throw badRequest(`${field} should not be empty`, field);
  if (typeof value !== 'string') throw badRequest(`${field} must be a string`, field);
  const trimmed = value.trim();
  if (trimmed === '') throw badRequest(`${field} should not be empty`, field);
  if (trimmed.length > max) {
    throw badRequest(`${field} must be shorter than or equal to ${max} characters`, field);
  }
  return trimmed;
}

/**
 * Values named in an error message: at most `max`, each cut to 48 characters, then a count of the
 * rest ("a, b and 9,990 more"), so an answer never echoes a huge request back.
 */
export function listForMessage(values: readonly unknown[], max = 10): string {
  const shown = values.slice(0, max).map((value) => {
    const text = String(value);
    return text.length > 48 ? `${text.slice(0, 47)}…` : text;
  });
  const rest = values.length - shown.length;
  return rest > 0 ? `${shown.join(', ')} and ${rest.toLocaleString('en-US')} more` : shown.join(', ');
}

export function enumMessage(field: string, allowed: readonly string[]): string {
  return `${field} must be one of the following values: ${allowed.join(', ')}`;
}

export function readEnum<T extends string>(value: unknown, field: string, allowed: readonly T[]): T {
  const match = allowed.find((option) => option === value);
  if (match === undefined) throw badRequest(enumMessage(field, allowed), field);
  return match;
}

export function readPositiveInt(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
    throw badRequest(`${field} must be a positive integer`, field);
  }
  return value;
}

export function readPositiveNumber(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw badRequest(`${field} must be a positive number`, field);
  }
  return value;
}

/** An ISO 8601 date (date-only or date-time); returned normalised to a UTC timestamp. */
export function readDate(value: unknown, field: string): string {
  const ms = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(ms)) throw badRequest(`${field} must be a valid ISO 8601 date string`, field);
  return new Date(ms).toISOString();
}

export function readFutureDate(value: unknown, field: string, nowMs: number): string {
  const iso = readDate(value, field);
  if (Date.parse(iso) <= nowMs) throw badRequest(`${field} must be a date in the future`, field);
  return iso;
}

/** A URL whose protocol is one of `protocols` (e.g. ['https:', 'ipfs:']). */
export function readUrl(value: unknown, field: string, protocols: readonly string[]): string {
  const text = readString(value, field, 2048);
  let protocol = '';
  try {
    protocol = new URL(text).protocol;
  } catch {
    protocol = '';
  }
  if (!protocols.includes(protocol)) {
    const schemes = protocols.map((p) => `${p}//`).join(' or ');
    throw badRequest(`${field} must be a URL starting with ${schemes}`, field);
  }
  return text;
}

/** Chain ids are strings on badges and rewards; numbers are accepted too (some responses use them). */
export function readChainId(value: unknown, field = 'chainId'): string {
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d*$/.test(text)) {
    throw badRequest(`${field} must be a numeric string`, field);
  }
  return text;
}

/** A non-empty array of non-empty strings, trimmed and de-duplicated. */
export function readStringList(value: unknown, field: string): string[] {
  if (!Array.isArray(value)) throw badRequest(`${field} must be an array`, field);
  if (value.length === 0) throw badRequest(`${field} should not be empty`, field);
  const out = new Set<string>();
  for (const item of value) {
    if (typeof item !== 'string' || item.trim() === '') {
      throw badRequest(`each value in ${field} must be a non-empty string`, field);
    }
    out.add(item.trim());
  }
  return [...out];
}

export function readBoolean(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') throw badRequest(`${field} must be a boolean value`, field);
  return value;
}

export function readMetadata(value: unknown, field = 'metadata'): Body {
  if (!isRecord(value)) throw badRequest(`${field} must be an object`, field);
  return { ...value };
}
