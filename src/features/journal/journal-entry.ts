import { maskUrlsIn } from './redact';

/** One write of the dashboard as the journal keeps it (in this browser, secrets removed). */

export type JournalOutcome = 'succeeded' | 'failed';

export const JOURNAL_RESOURCES = [
  'community',
  'member',
  'tag',
  'badge',
  'reward',
  'attribution',
  'experience',
  'collection',
  'payment',
  'file',
  'webhook',
  'other',
] as const;

export type JournalResource = (typeof JOURNAL_RESOURCES)[number];

/** One changed key of an update: its value before (as cached) and after (as answered), as short text. */
export interface DiffLine {
  key: string;
  before?: string;
  after?: string;
}

export interface JournalEntry {
  id: string;
  /** When the write was sent (ISO). */
  at: string;
  method: string;
  /** The operation as the contract names its path: `PATCH /community/{id}/badge/{badgeId}`. */
  operation: string;
  /** Where it was sent, its ids in place: `/community/c1/badge/b1` (absent in older entries). */
  path?: string;
  /** What a person calls it: "Update badge". */
  action: string;
  resource: JournalResource;
  /** The record written, and its page in the dashboard where there is one. */
  target: { label: string; href?: string };
  /** Where the write went: the sandbox, or the live base URL (never the key). */
  connection: { mode: 'sandbox' | 'live'; baseUrl: string };
  outcome: JournalOutcome;
  status: number;
  /** The service's message when it refused (or why there was no answer). */
  message?: string;
  /** Changed keys only, for updates whose record was cached before. */
  diff?: DiffLine[];
  jobId?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
/** A kept text, its URLs masked: entries stored before URLs were masked lose their tokens when read. */
const keptText = (value: unknown): string | undefined => {
  const found = text(value);
  return found === undefined ? undefined : maskUrlsIn(found);
};

function parseDiff(value: unknown): DiffLine[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter(isRecord).flatMap((line) => {
    const key = text(line.key);
    if (!key) return [];
    const before = keptText(line.before);
    const after = keptText(line.after);
    return [{ key, ...(before !== undefined ? { before } : {}), ...(after !== undefined ? { after } : {}) }];
  });
}

function isResource(value: unknown): value is JournalResource {
  return (JOURNAL_RESOURCES as readonly unknown[]).includes(value);
}

/** A stored entry as far as it can be read (the records may come from an older version, or be hand-edited). */
export function parseEntry(value: unknown): JournalEntry | undefined {
  if (!isRecord(value)) return undefined;
  const [id, at, method, operation, action] = ['id', 'at', 'method', 'operation', 'action'].map((k) =>
    text(value[k]),
  );
  const { target, connection, outcome, status } = value;
  if (!id || !at || !method || !operation || !action) return undefined;
  if (!isRecord(target) || !text(target.label) || !isRecord(connection)) return undefined;
  if (outcome !== 'succeeded' && outcome !== 'failed') return undefined;
  const mode = connection.mode === 'live' ? 'live' : 'sandbox';
  const href = text(target.href);
  const message = keptText(value.message);
  const diff = parseDiff(value.diff);
  const jobId = text(value.jobId);
  const path = text(value.path);
  return {
    id,
    at,
    method,
    operation,
    ...(path ? { path } : {}),
    action,
    resource: isResource(value.resource) ? value.resource : 'other',
    target: { label: keptText(target.label) ?? id, ...(href ? { href } : {}) },
    connection: { mode, baseUrl: text(connection.baseUrl) ?? '' },
    outcome,
    status: typeof status === 'number' ? status : 0,
    ...(message ? { message } : {}),
    ...(diff && diff.length > 0 ? { diff } : {}),
    ...(jobId ? { jobId } : {}),
  };
}

/** The stored list, newest first, without what cannot be read. */
export function parseEntries(stored: unknown): JournalEntry[] {
  if (!Array.isArray(stored)) return [];
  return (stored as unknown[])
    .map(parseEntry)
    .filter((e): e is JournalEntry => e !== undefined)
    .sort((a, b) => b.at.localeCompare(a.at));
}
