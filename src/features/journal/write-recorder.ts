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
 * The record a write touches as it is cached: a detail read with the same path ids, else an item
 * with the last id of the path in a cached list (webhooks, say, are only read as a list).
 */
export function cachedRecord(queryClient: QueryClient, path: Record<string, unknown>): unknown {
  const queries = queryClient.getQueryCache().getAll();
  for (const query of queries) {
    const [head] = query.queryKey;
    const { data } = query.state;
    if (!isPlainRecord(head) || 'query' in head || !isPlainRecord(data) || 'results' in data) continue;
    if (sameIds(head.path, path)) return data;
  }
  const id = Object.values(path).at(-1);
  if (id === undefined) return undefined;
  for (const query of queries) {
    const found = listItems(query.state.data).find((item) => isPlainRecord(item) && item.id === id);
    if (found) return found;
  }
  return undefined;
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
    const before = request.url.endsWith('}') ? cachedRecord(queryClient, request.path) : undefined;
    return (outcome) => {
      const connection = getConnection();
      const credentials = [connection?.apiKey ?? '', connection?.bearerToken ?? ''];
      const entry = buildEntry(request, outcome, before, credentials);
      // A journal that cannot be written never fails the write it describes.
      store
        .update(journalKey(request.connection.baseUrl), (list) => withEntry(list, entry))
        .catch(() => undefined);
    };
  };
}
