/**
 * An attribution's metadata as the forms edit it: one value seen two ways, as JSON text or as rows
 * of key, type and value. Switching view converts the value; both views validate the same way and
 * send the same object.
 */

export type Metadata = Record<string, unknown>;

export type MetadataValueType = 'text' | 'number' | 'boolean' | 'json';

export interface MetadataRow {
  key: string;
  type: MetadataValueType;
  value: string;
}

export interface MetadataDraft {
  view: 'json' | 'rows';
  text: string;
  rows: MetadataRow[];
}

/** A problem found in a draft, at the path of the form field it belongs to (below the draft). */
export interface MetadataProblem {
  path: (string | number)[];
  message: string;
}

export const EMPTY_ROW: MetadataRow = { key: '', type: 'text', value: '' };

export function isPlainObject(value: unknown): value is Metadata {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function metadataText(metadata: Metadata): string {
  return Object.keys(metadata).length === 0 ? '' : JSON.stringify(metadata, null, 2);
}

export function draftFromMetadata(metadata: Metadata = {}): MetadataDraft {
  return { view: 'json', text: metadataText(metadata), rows: rowsFromMetadata(metadata) };
}

/** JSON text → the object it describes; empty text is no metadata. */
export function parseMetadataText(text: string): { metadata: Metadata } | { error: string } {
  if (text.trim() === '') return { metadata: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : '';
    return { error: `This is not valid JSON${detail ? ` (${detail})` : ''}.` };
  }
  if (!isPlainObject(parsed)) return { error: 'Metadata must be a JSON object, e.g. {"score": 42}.' };
  return { metadata: parsed };
}

function rowOf(key: string, value: unknown): MetadataRow {
  if (typeof value === 'string') return { key, type: 'text', value };
  if (typeof value === 'number') return { key, type: 'number', value: String(value) };
  if (typeof value === 'boolean') return { key, type: 'boolean', value: String(value) };
  return { key, type: 'json', value: JSON.stringify(value) };
}

export function rowsFromMetadata(metadata: Metadata): MetadataRow[] {
  const rows = Object.entries(metadata).map(([key, value]) => rowOf(key, value));
  return rows.length > 0 ? rows : [{ ...EMPTY_ROW }];
}

function rowValue(row: MetadataRow): { value: unknown } | { error: string } {
  switch (row.type) {
    case 'text':
      return { value: row.value };
    case 'number': {
      const text = row.value.trim();
      const n = Number(text);
      return text !== '' && Number.isFinite(n) ? { value: n } : { error: 'Enter a number, e.g. 42 or 2.5.' };
    }
    case 'boolean':
      return row.value === 'true' || row.value === 'false'
        ? { value: row.value === 'true' }
        : { error: 'Choose true or false.' };
    case 'json':
      try {
        return { value: JSON.parse(row.value) as unknown };
      } catch {
        return { error: 'Enter a JSON value, e.g. [1, 2] or {"a": 1}.' };
      }
  }
}

const isBlank = (row: MetadataRow) => row.key.trim() === '' && row.value.trim() === '';

/** Rows → the object, with the problems of each row on its key or value. Blank rows are skipped. */
function readRows(rows: readonly MetadataRow[]): { metadata: Metadata; problems: MetadataProblem[] } {
  const metadata: Metadata = {};
  const problems: MetadataProblem[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (isBlank(row)) return;
    const key = row.key.trim();
    if (!key) problems.push({ path: ['rows', index, 'key'], message: 'Enter a key.' });
    else if (seen.has(key))
      problems.push({ path: ['rows', index, 'key'], message: `“${key}” is used twice.` });
    seen.add(key);
    const read = rowValue(row);
    if ('error' in read) problems.push({ path: ['rows', index, 'value'], message: read.error });
    else if (key) metadata[key] = read.value;
  });
  return { metadata, problems };
}

/** What is wrong with a draft, in the view it is shown in (empty when it can be sent). */
export function metadataProblems(draft: MetadataDraft): MetadataProblem[] {
  if (draft.view === 'rows') return readRows(draft.rows).problems;
  const parsed = parseMetadataText(draft.text);
  return 'error' in parsed ? [{ path: ['text'], message: parsed.error }] : [];
}

/** The object a valid draft describes; undefined when it has problems. */
export function draftMetadata(draft: MetadataDraft): Metadata | undefined {
  if (draft.view === 'rows') {
    const { metadata, problems } = readRows(draft.rows);
    return problems.length === 0 ? metadata : undefined;
  }
  const parsed = parseMetadataText(draft.text);
  return 'error' in parsed ? undefined : parsed.metadata;
}

/** The same value in the other view; undefined when the current view has problems to fix first. */
export function switchView(draft: MetadataDraft): MetadataDraft | undefined {
  const metadata = draftMetadata(draft);
  if (!metadata) return undefined;
  return draft.view === 'json'
    ? { view: 'rows', text: draft.text, rows: rowsFromMetadata(metadata) }
    : { view: 'json', text: metadataText(metadata), rows: draft.rows };
}

/** JSON with object keys in order, so two equal values print the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isPlainObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  // JSON.stringify answers undefined (not a string) for undefined and functions.
  return value === undefined || typeof value === 'function' ? 'null' : JSON.stringify(value);
}

export function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

/** The keys sent whose value the answer does not hold: empty when the update applied. */
export function keysNotApplied(sent: Metadata, answer: Metadata | undefined): string[] {
  return Object.keys(sent).filter((key) => !sameValue(sent[key], answer?.[key]));
}

/** A metadata value as a short text for a sentence or a cell. */
export function showValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  return typeof value === 'string' ? `“${value}”` : canonical(value);
}
