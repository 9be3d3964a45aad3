import { createStore, delMany, entries, get, getMany, setMany } from 'idb-keyval';
import { chunkCount } from './job-state';
import type { ItemResult, Job, JobMeta } from './job-types';

/**
 * Where jobs are kept between page loads. A job is written as three kinds of records: its items
 * once, its record (status, cursor, the chunk in flight) and its results one chunk per record, so a
 * step of a 10,000-item job writes one small record and one chunk, not the whole job. `save` is
 * one transaction: a chunk's results and the cursor that moves past it land together or not at all.
 */
export interface JobStorage {
  load: () => Promise<Job[]>;
  /** One job as it is kept now (another tab may have moved it on), or undefined when it is gone. */
  loadJob: (id: string) => Promise<Job | undefined>;
  create: (job: Job) => Promise<void>;
  /** Writes the record and the results of the given chunks, together. */
  save: (job: Job, chunks: readonly number[]) => Promise<void>;
  remove: (job: Job) => Promise<void>;
}

type ChunkResults = (ItemResult | null)[];

const metaKey = (id: string) => `job:${id}`;
const itemsKey = (id: string) => `items:${id}`;
const chunkKey = (id: string, chunk: number) => `chunk:${id}:${chunk}`;

export function toMeta(job: Job): JobMeta {
  const meta: JobMeta & Partial<Pick<Job, 'items' | 'results'>> = { ...job };
  delete meta.items;
  delete meta.results;
  return meta;
}

function chunkResults(job: Job, chunk: number): ChunkResults {
  return job.results.slice(chunk * job.chunkSize, (chunk + 1) * job.chunkSize);
}

function chunkEntries(job: Job, chunks: readonly number[]): [string, ChunkResults][] {
  return [...new Set(chunks)].map((chunk) => [chunkKey(job.id, chunk), chunkResults(job, chunk)]);
}

const isKeyOf = (id: string, key: string) =>
  key === metaKey(id) || key === itemsKey(id) || key.startsWith(`chunk:${id}:`);

const range = (count: number) => Array.from({ length: count }, (_, i) => i);

function allKeys(job: Job): string[] {
  const keys = [metaKey(job.id), itemsKey(job.id)];
  for (let chunk = 0; chunk < chunkCount(job); chunk += 1) keys.push(chunkKey(job.id, chunk));
  return keys;
}

function isMeta(value: unknown): value is JobMeta {
  return (
    typeof value === 'object' && value !== null && 'id' in value && 'kind' in value && 'chunkSize' in value
  );
}

/** Rebuilds jobs from their records; a job missing its items (a torn write) is left out. */
export function assembleJobs(records: Iterable<[string, unknown]>): Job[] {
  const metas: JobMeta[] = [];
  const items = new Map<string, unknown[]>();
  const chunks = new Map<string, unknown>();
  for (const [key, value] of records) {
    if (key.startsWith('job:') && isMeta(value)) metas.push(value);
    else if (key.startsWith('items:') && Array.isArray(value)) items.set(key, value);
    else if (key.startsWith('chunk:')) chunks.set(key, value);
  }
  return metas.flatMap((meta) => {
    const jobItems = items.get(itemsKey(meta.id));
    if (!jobItems) return [];
    const results: (ItemResult | null)[] = jobItems.map(() => null);
    for (let chunk = 0; chunk < chunkCount(meta); chunk += 1) {
      const stored = chunks.get(chunkKey(meta.id, chunk));
      if (!Array.isArray(stored)) continue;
      stored.forEach((result: ItemResult | null, i) => {
        results[chunk * meta.chunkSize + i] = result;
      });
    }
    return [{ ...meta, items: jobItems, results }];
  });
}

/** IndexedDB, through idb-keyval, in a database of its own. */
export function indexedDbJobStorage(dbName = 'badge-console-jobs'): JobStorage {
  const store = createStore(dbName, 'records');
  return {
    load: async () => assembleJobs(await entries<string, unknown>(store)),
    loadJob: async (id) => {
      const meta = await get<unknown>(metaKey(id), store);
      if (!isMeta(meta)) return undefined;
      const keys = [itemsKey(id), ...range(chunkCount(meta)).map((chunk) => chunkKey(id, chunk))];
      const values = await getMany<unknown>(keys, store);
      return assembleJobs([
        [metaKey(id), meta],
        ...keys.map((key, i): [string, unknown] => [key, values[i]]),
      ])[0];
    },
    create: (job) =>
      setMany(
        [
          [itemsKey(job.id), job.items],
          [metaKey(job.id), toMeta(job)],
        ],
        store,
      ),
    save: (job, chunks) => setMany([[metaKey(job.id), toMeta(job)], ...chunkEntries(job, chunks)], store),
    remove: (job) => delMany(allKeys(job), store),
  };
}

/**
 * Kept in memory: for tests (a second runner over the same storage is a page reload) and where
 * IndexedDB is unavailable (some private windows), where jobs then last as long as the tab.
 * Values are copied in and out, as IndexedDB does.
 */
export function memoryJobStorage(): JobStorage & { records: Map<string, unknown> } {
  const records = new Map<string, unknown>();
  const put = (list: [string, unknown][]) => {
    for (const [key, value] of list) records.set(key, structuredClone(value));
  };
  return {
    records,
    load: () => Promise.resolve(assembleJobs(structuredClone([...records]))),
    loadJob: (id) =>
      Promise.resolve(assembleJobs(structuredClone([...records].filter(([key]) => isKeyOf(id, key))))[0]),
    create: (job) => {
      put([
        [itemsKey(job.id), job.items],
        [metaKey(job.id), toMeta(job)],
      ]);
      return Promise.resolve();
    },
    save: (job, chunks) => {
      put([[metaKey(job.id), toMeta(job)], ...chunkEntries(job, chunks)]);
      return Promise.resolve();
    },
    remove: (job) => {
      for (const key of allKeys(job)) records.delete(key);
      return Promise.resolve();
    },
  };
}
