import { describe, expect, it } from 'vitest';
import { memoryDatabase } from '../../lib/connection-scoped-store-indexeddb';
import { parseEntries } from './journal-entry';
import { createJournalStore, journalKey, withEntry } from './journal-storage';
import { journalEntry } from './journal-test-entry';

const at = (minute: number) => `2026-03-10T12:${String(minute).padStart(2, '0')}:00.000Z`;

describe('journal storage', () => {
  it('keeps the newest entries up to the cap, dropping the oldest', () => {
    let list = [journalEntry({ id: 'a', at: at(1) }), journalEntry({ id: 'b', at: at(2) })];
    list = withEntry(list, journalEntry({ id: 'c', at: at(3) }), 2);
    expect(list.map((e) => e.id)).toEqual(['c', 'b']);
    list = withEntry(list, journalEntry({ id: 'old', at: at(0) }), 2);
    expect(list.map((e) => e.id)).toEqual(['c', 'b']);
  });

  it('stores per connection and clears one connection only', async () => {
    const store = createJournalStore(memoryDatabase('journal-test'));
    const sandbox = journalKey('http://localhost/sandbox-api/v1');
    const live = journalKey('https://api.example.org/v1');
    await store.update(sandbox, (l) => withEntry(l, journalEntry({ id: 's' })));
    await store.update(live, (l) => withEntry(l, journalEntry({ id: 'l' })));
    expect((await store.read(sandbox)).map((e) => e.id)).toEqual(['s']);
    await store.remove(sandbox);
    expect(await store.read(sandbox)).toEqual([]);
    expect((await store.read(live)).map((e) => e.id)).toEqual(['l']);
  });

  it('reads an entry kept with a whole callback URL with the URL masked, and writes it back masked', async () => {
    const url = 'https://hooks.example.org/in?token=tok_old_1234567';
    const database = memoryDatabase('journal-url-test');
    const key = journalKey('https://api.example.org/v1');
    const old = journalEntry({
      target: { label: url },
      message: `${url} did not answer`,
      diff: [{ key: 'callbackUrl', after: url }],
    });
    await database.records.set(key, [old]);
    const store = createJournalStore(database);
    const [read] = await store.read(key);
    expect(read).toMatchObject({
      target: { label: 'https://hooks.example.org/in?[redacted]' },
      message: 'https://hooks.example.org/in?[redacted] did not answer',
      diff: [{ key: 'callbackUrl', after: 'https://hooks.example.org/in?[redacted]' }],
    });
    await store.update(key, (list) => withEntry(list, journalEntry({ id: 'next', at: at(5) })));
    expect(JSON.stringify(await database.records.get(key))).not.toContain('tok_old_1234567');
  });

  it('reads what it can of a damaged or older list, newest first', () => {
    const stored = [
      journalEntry({ id: 'a', at: at(1) }),
      { id: 'broken' },
      'text',
      {
        ...journalEntry({ id: 'b', at: at(5) }),
        resource: 'spaceship',
        diff: [{ key: 'x', after: '1' }, {}],
      },
    ];
    const entries = parseEntries(stored);
    expect(entries.map((e) => e.id)).toEqual(['b', 'a']);
    expect(entries[0]?.resource).toBe('other');
    expect(entries[0]?.diff).toEqual([{ key: 'x', after: '1' }]);
  });
});
