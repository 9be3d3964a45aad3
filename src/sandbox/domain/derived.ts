import type { Store } from './store';

/**
 * Views derived from one of the store's arrays (a badge's attributions newest first, the members by
 * key), kept while the store's revision and the array's length stay the same. Every list request
 * used to filter and sort its whole list again: in the large preset a page of a 50,000-award badge
 * sorted those 50,000 each time, and a page of its attributions looked through all 100,000 members
 * to find theirs, so a whole read of a community's awards spent most of its time there.
 *
 * Only reads use it. A write marks its change when it ends (route.ts), so within one write a kept
 * view may be out of date: the length guards against the appends a write makes, and a write reads
 * the data itself.
 */
interface Kept {
  revision: number;
  length: number;
  value: unknown;
}

const keptBySource = new WeakMap<readonly unknown[], Map<string, Kept>>();

export function keptView<T>(store: Store, source: readonly unknown[], key: string, derive: () => T): T {
  let kept = keptBySource.get(source);
  if (!kept) keptBySource.set(source, (kept = new Map<string, Kept>()));
  const entry = kept.get(key);
  if (entry && entry.revision === store.revision && entry.length === source.length) return entry.value as T;
  // A change drops every view of this array, not only this one: a long-running server's views
  // would otherwise grow with every badge and community ever read.
  if (entry === undefined || entry.revision !== store.revision) {
    for (const [k, e] of kept) if (e.revision !== store.revision) kept.delete(k);
  }
  const value = derive();
  kept.set(key, { revision: store.revision, length: source.length, value });
  return value;
}
