import type { DiffLine } from './journal-entry';

/**
 * A compact before/after of an update: only the keys whose value changed (top level: a badge's
 * settings, a webhook's events), each value as short text. Keys the answer leaves out are not
 * counted as removed: a service may answer with fewer fields than it keeps.
 */

export const DIFF_VALUE_MAX = 120;
export const DIFF_LINES_MAX = 20;

/** Bookkeeping fields that change on every write and say nothing about the change. */
const IGNORED = new Set(['updatedAt', 'updated_at', 'modifiedAt', 'version', 'etag']);

function short(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > DIFF_VALUE_MAX ? `${text.slice(0, DIFF_VALUE_MAX - 1)}…` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The record with each of the `nested` keys' values in its place as `key.inner` (`metadata.score`). */
function flatten(record: Record<string, unknown>, nested: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (nested.has(key) && isRecord(value)) {
      for (const [inner, v] of Object.entries(value)) out[`${key}.${inner}`] = v;
    } else out[key] = value;
  }
  return out;
}

/**
 * `before` and `after` are the redacted records (their text is what the lines show). With `raw`,
 * the records as read, a key also counts as changed when only what redaction hides changed (a
 * webhook's new token in its callback URL's query, a rotated signing key): its line then shows
 * the same hidden text on both sides, so the journal says that it changed, never to what.
 */
export function compactDiff(
  before: unknown,
  after: unknown,
  raw?: { before: unknown; after: unknown },
): DiffLine[] {
  if (!isRecord(before) || !isRecord(after)) return [];
  // Keys that hold an object on both sides (an attribution's metadata) are compared one level down.
  const nested = new Set(Object.keys(after).filter((k) => isRecord(after[k]) && isRecord(before[k])));
  const rawBefore = flatten(isRecord(raw?.before) ? raw.before : before, nested);
  const rawAfter = flatten(isRecord(raw?.after) ? raw.after : after, nested);
  const shownBefore = flatten(before, nested);
  const lines: DiffLine[] = [];
  for (const [key, now] of Object.entries(flatten(after, nested))) {
    if (IGNORED.has(key)) continue;
    const was = shownBefore[key];
    if (JSON.stringify(rawBefore[key]) === JSON.stringify(rawAfter[key])) continue;
    const b = short(was);
    const a = short(now);
    lines.push({ key, ...(b !== undefined ? { before: b } : {}), ...(a !== undefined ? { after: a } : {}) });
  }
  return lines.slice(0, DIFF_LINES_MAX);
}
