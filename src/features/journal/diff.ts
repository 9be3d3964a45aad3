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
  const rawBefore = isRecord(raw?.before) ? raw.before : before;
  const rawAfter = isRecord(raw?.after) ? raw.after : after;
  const lines: DiffLine[] = [];
  for (const key of Object.keys(after)) {
    if (IGNORED.has(key)) continue;
    const was = before[key];
    const now = after[key];
    if (JSON.stringify(rawBefore[key]) === JSON.stringify(rawAfter[key])) continue;
    const b = short(was);
    const a = short(now);
    lines.push({ key, ...(b !== undefined ? { before: b } : {}), ...(a !== undefined ? { after: a } : {}) });
  }
  return lines.slice(0, DIFF_LINES_MAX);
}
