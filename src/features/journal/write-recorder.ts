import type { QueryClient } from '@tanstack/react-query';
import { getConnection } from '../../api/credentials';
import type { WriteOutcome, WriteRecorder, WriteRequest } from '../../api/write-journal';
import { compactDiff } from './diff';
import type { JournalEntry } from './journal-entry';
import { journalKey, journalStore, withEntry, type JournalStore } from './journal-storage';
import { redactSecrets, scrubText } from './redact';
import { describeWrite } from './write-target';

/**
 * Turns each write the API client reports into a journal entry and stores it. Everything from a
 * body, an answer or the cache is redacted before it is looked at, and the connection's key and
 * token (and any secret value met) are cut out of the text kept: the journal never holds a secret.
 */

function sameIds(a: unknown, b: Record<string, unknown>): boolean {
  if (typeof a !== 'object' || a === null) return false;
  const keys = Object.keys(b);
  const own = a as Record<string, unknown>;
  return (
    keys.length > 0 &&
    Object.keys(own).length === keys.length &&
    keys.every((k) => String(own[k]) === String(b[k]))
  );
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function listItems(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  return isPlainRecord(data) && Array.isArray(data.results) ? data.results : [];
}

/**
 * Other reads share a record's path ids (its counts, its stats): only the record itself carries the
 * path's last id, as its id or (a member read by wallet) its address.
 */
function isTheRecord(data: Record<string, unknown>, id: unknown): boolean {
  return ['id', 'address', 'wallet'].some(
    (key) => idText(data[key]) !== undefined && idText(data[key]) === idText(id),
  );
}

/** An id as text (the cache may hold it as a number); anything else is no id. */
function idText(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/**
 * The record a write touches as it is cached: a detail read with the same path ids, else an item
 * with the last id of the path in a cached list (webhooks, say, are only read as a list).
 */
export function cachedRecord(queryClient: QueryClient, path: Record<string, unknown>): unknown {
  const queries = queryClient.getQueryCache().getAll();
  const id = Object.values(path).at(-1);
  for (const query of queries) {
    const [head] = query.queryKey;
    const { data } = query.state;
    if (!isPlainRecord(head) || 'query' in head || !isPlainRecord(data) || 'results' in data) continue;
    if (sameIds(head.path, path) && isTheRecord(data, id)) return data;
  }
  if (id === undefined) return undefined;
  for (const query of queries) {
    const found = listItems(query.state.data).find((item) => isPlainRecord(item) && item.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * Details cached one level under `path` (a badge's attributions): an update that picks its record
 * by a body field (a wallet) touches one of them, known once the answer names its id.
 */
export function cachedChildren(queryClient: QueryClient, path: Record<string, unknown>): unknown[] {
  const keys = Object.keys(path);
  return queryClient
    .getQueryCache()
    .getAll()
    .flatMap((query) => {
      const [head] = query.queryKey;
      const { data } = query.state;
      if (!isPlainRecord(head) || 'query' in head || !isPlainRecord(data) || 'results' in data) return [];
      const own = head.path;
      if (!isPlainRecord(own) || Object.keys(own).length !== keys.length + 1) return [];
      return keys.every((k) => String(own[k]) === String(path[k])) ? [data] : [];
    });
}

function childOf(children: readonly unknown[], answer: unknown): unknown {
  if (!isPlainRecord(answer) || answer.id === undefined) return undefined;
  return children.find((child) => isPlainRecord(child) && String(child.id) === String(answer.id));
}

/** The path the write was sent to, its ids in place (`/community/c1/badge/b1/attribution`). */
export function sentPath(url: string, path: Record<string, unknown>): string {
  return url.replace(/\{(\w+)\}/g, (template, name: string) => {
    const id = idText(path[name]);
    return id === undefined ? template : encodeURIComponent(id);
  });
}

const newId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export function buildEntry(
  request: WriteRequest,
  outcome: WriteOutcome,
  beforeRaw: unknown,
  credentials: readonly string[],
  /** The record the path names when the write is not to it (an award's badge). */
  parentRaw?: unknown,
): JournalEntry {
  const secrets = new Set(credentials.filter((c) => c !== ''));
  const before = redactSecrets(beforeRaw, secrets);
  const answer = redactSecrets(outcome.answer, secrets);
  const body = redactSecrets(request.body, secrets);
  const scrub = (text: string) => scrubText(text, secrets);
  const { resource, action, target } = describeWrite({
    method: request.method,
    url: request.url,
    path: request.path,
    body,
    answer,
    before,
    parent: redactSecrets(parentRaw, secrets),
  });
  const isUpdate = request.method === 'PATCH' || request.method === 'PUT';
  // The raw records are only compared, never kept: a change hidden by redaction still shows as one.
  const diff =
    isUpdate && outcome.ok ? compactDiff(before, answer, { before: beforeRaw, after: outcome.answer }) : [];
  return {
    id: newId(),
    at: request.at,
    method: request.method,
    operation: `${request.method} ${request.url}`,
    path: scrub(sentPath(request.url, request.path)),
    action,
    resource,
    target: { ...target, label: scrub(target.label) },
    connection: request.connection,
    outcome: outcome.ok ? 'succeeded' : 'failed',
    status: outcome.status,
    ...(outcome.message ? { message: scrub(outcome.message) } : {}),
    ...(diff.length > 0
      ? {
          diff: diff.map((line) => ({
            key: line.key,
            ...(line.before !== undefined ? { before: scrub(line.before) } : {}),
            ...(line.after !== undefined ? { after: scrub(line.after) } : {}),
          })),
        }
      : {}),
    ...(request.jobId ? { jobId: request.jobId } : {}),
  };
}

/** The recorder the API client calls for each write (see `src/api/write-journal.ts`). */
export function createWriteRecorder(
  queryClient: QueryClient,
  store: JournalStore = journalStore(),
): WriteRecorder {
  return (request) => {
    // Read now, before the write's answer replaces it in the cache.
    // Only a write to one record (its path ends with its id) has a record before it; a create's
    // path names its parent (the community), which is not what it changes.
    const ownRecord = request.url.endsWith('}');
    const named = cachedRecord(queryClient, request.path);
    const before = ownRecord ? named : undefined;
    const children = ownRecord || request.method !== 'PATCH' ? [] : cachedChildren(queryClient, request.path);
    return (outcome) => {
      const connection = getConnection();
      const credentials = [connection?.apiKey ?? '', connection?.bearerToken ?? ''];
      const was = before ?? childOf(children, outcome.answer);
      const entry = buildEntry(request, outcome, was, credentials, ownRecord ? undefined : named);
      // A journal that cannot be written never fails the write it describes.
      store
        .update(journalKey(request.connection.baseUrl), (list) => withEntry(list, entry))
        .catch(() => undefined);
    };
  };
}
