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
interface Views {
  /** The store's revision the views were derived at: a change drops them all. */
  revision: number;
  byKey: Map<string, { length: number; value: unknown }>;
}

const viewsBySource = new WeakMap<readonly unknown[], Views>();

export function keptView<T>(store: Store, source: readonly unknown[], key: string, derive: () => T): T {
  let views = viewsBySource.get(source);
  if (views?.revision !== store.revision) {
    views = { revision: store.revision, byKey: new Map() };
    viewsBySource.set(source, views);
  }
  const kept = views.byKey.get(key);
  if (kept?.length === source.length) return kept.value as T;
  const value = derive();
  views.byKey.set(key, { length: source.length, value });
  return value;
}
