/**
 * The journal of changes: its page state for the a11y scans and the screenshots (JOURNAL_PAGES),
 * and what the journal spec reads back: the listed entries, and every record this app keeps in the
 * browser (IndexedDB and localStorage) as text.
 */
import { expect, type Page } from '@playwright/test';
import { createSeed } from '../../src/sandbox/seed/create-seed';
import { FIRST_LOAD } from './app';
import type { PageState } from './page-states';

const seed = createSeed({ preset: 'demo' }).data;

function first<T>(list: readonly T[] | undefined, what: string): T {
  const found = list?.[0];
  if (!found) throw new Error(`the demo seed has no ${what}`);
  return found;
}

/** A seeded webhook (its key is what must never be recorded) and the community it belongs to. */
export const JOURNAL_WEBHOOK = first(seed.webhooks, 'webhook');
export const JOURNAL_COMMUNITY = first(seed.communities, 'community');

export const journalEntries = (page: Page) =>
  page.getByRole('list', { name: 'Changes' }).getByRole('listitem');

/** The databases of the emulated service itself (its records, webhook keys included), not the app's. */
const SERVICE_DATABASES = /^badge-console-sandbox/;

/** Every IndexedDB record and localStorage value of the app, as one text. */
export async function browserRecords(page: Page): Promise<string> {
  return page.evaluate(async (serviceDatabases) => {
    const pattern = new RegExp(serviceDatabases);
    const read = (request: IDBRequest) =>
      new Promise<unknown>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('read failed'));
      });
    const texts: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name || pattern.test(name)) continue;
      const db = (await read(indexedDB.open(name))) as IDBDatabase;
      for (const store of Array.from(db.objectStoreNames)) {
        const records = await read(db.transaction(store).objectStore(store).getAll());
        const keys = await read(db.transaction(store).objectStore(store).getAllKeys());
        texts.push(JSON.stringify({ name, store, keys, records }));
      }
      db.close();
    }
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i) ?? '';
      texts.push(`${key}=${localStorage.getItem(key) ?? ''}`);
    }
    return texts.join('\n');
  }, SERVICE_DATABASES.source);
}

/** Entries as the recorder writes them: an update with its changes, a refusal, a job's import. */
function sampleEntries() {
  const c = JOURNAL_COMMUNITY.id;
  const connection = { mode: 'sandbox', baseUrl: '' };
  return [
    {
      id: 'sample-refused',
      at: '2026-11-20T10:05:00.000Z',
      method: 'POST',
      operation: 'POST /community/{id}/tag',
      action: 'Create tag',
      resource: 'tag',
      target: { label: 'Night owls', href: `/communities/${c}/tags` },
      connection,
      outcome: 'failed',
      status: 409,
      message: 'A tag named "Night owls" already exists in this community',
    },
    {
      id: 'sample-update',
      at: '2026-11-20T10:00:00.000Z',
      method: 'PATCH',
      operation: 'PATCH /webhooks/{id}',
      action: 'Update webhook',
      resource: 'webhook',
      target: { label: JOURNAL_WEBHOOK.callbackUrl, href: `/webhooks/${JOURNAL_WEBHOOK.id}` },
      connection,
      outcome: 'succeeded',
      status: 200,
      diff: [{ key: 'events', before: '["account.created"]', after: '["badge.claimed"]' }],
    },
    {
      id: 'sample-job',
      at: '2026-11-20T09:30:00.000Z',
      method: 'POST',
      operation: 'POST /community/{id}/member/bulk',
      action: 'Add members in bulk',
      resource: 'member',
      target: { label: '100 wallets', href: `/communities/${c}/members` },
      connection,
      outcome: 'succeeded',
      status: 201,
      jobId: 'sample-job-id',
    },
  ];
}

export const JOURNAL_PAGES: PageState[] = [
  {
    // Filled without making the writes (they take a minute): the same records the recorder stores.
    name: 'journal',
    async open(page: Page) {
      await page.goto('/jobs');
      await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible(FIRST_LOAD);
      await page.evaluate(async (samples) => {
        const baseUrl = `${location.origin}/sandbox-api/v1`;
        const entries = samples.map((e) => ({ ...e, connection: { ...e.connection, baseUrl } }));
        const request = indexedDB.open('badge-console-journal');
        request.onupgradeneeded = () => request.result.createObjectStore('entries');
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error('open failed'));
        });
        const tx = db.transaction('entries', 'readwrite');
        tx.objectStore('entries').put(entries, `journal|${baseUrl}`);
        await new Promise((resolve) => (tx.oncomplete = resolve));
        db.close();
      }, sampleEntries());
      await page.goto('/journal');
      await expect(journalEntries(page)).toHaveCount(3, FIRST_LOAD);
    },
  },
];
