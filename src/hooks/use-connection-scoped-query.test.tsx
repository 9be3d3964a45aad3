import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  createAsyncConnectionScopedStore,
  memoryDatabase,
  memoryRecords,
  type BrowserDatabase,
} from '../lib/connection-scoped-store-indexeddb';
import { useConnectionScopedQuery } from './use-connection-scoped-query';

const BASE = 'https://api.example.test/v1';

function wordsStore(database: BrowserDatabase) {
  return createAsyncConnectionScopedStore<string[], [scope: string]>({
    database,
    key: (baseUrl, scope) => `words|${baseUrl}|${scope}`,
    parse: (stored) => (Array.isArray(stored) ? stored.filter((w) => typeof w === 'string') : []),
    empty: [],
  });
}

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** One database seen from two tabs: the same records, each tab with its own channel. */
function twoTabs() {
  const records = memoryRecords();
  const readsHere = vi.spyOn(records, 'get');
  return {
    here: wordsStore(memoryDatabase('words', records)),
    there: wordsStore(memoryDatabase('words', records)),
    readsHere,
  };
}

describe('useConnectionScopedQuery', () => {
  it('reads the value and reads it again when this tab or another writes its key, not another key', async () => {
    const { here, there, readsHere } = twoTabs();
    const key = here.key(BASE, 'c1');
    await here.write(key, ['kept']);
    const { result } = renderHook(() => useConnectionScopedQuery(here, key), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(['kept']));

    await here.update(key, (words) => [...words, 'here']);
    await waitFor(() => expect(result.current.data).toEqual(['kept', 'here']));

    await there.update(key, (words) => [...words, 'there']);
    await waitFor(() => expect(result.current.data).toEqual(['kept', 'here', 'there']));

    const reads = readsHere.mock.calls.filter(([k]) => k === key).length;
    await here.write(here.key(BASE, 'c2'), ['elsewhere']);
    await there.write(there.key(BASE, 'c2'), ['elsewhere too']);
    await there.update(key, (words) => [...words, 'last']);
    await waitFor(() => expect(result.current.data).toEqual(['kept', 'here', 'there', 'last']));
    expect(readsHere.mock.calls.filter(([k]) => k === key)).toHaveLength(reads + 1);
  });

  it('reads nothing while there is no key', () => {
    const { here, readsHere } = twoTabs();
    const { result } = renderHook(() => useConnectionScopedQuery(here, undefined), { wrapper });
    expect(result.current.isPending).toBe(true);
    expect(result.current.fetchStatus).toBe('idle');
    expect(readsHere).not.toHaveBeenCalled();
  });

  it('gives a failed read as the query’s error', async () => {
    const database = memoryDatabase('broken');
    vi.spyOn(database.records, 'get').mockRejectedValue(new Error('IndexedDB refused'));
    const store = wordsStore(database);
    const { result } = renderHook(() => useConnectionScopedQuery(store, store.key(BASE, 'c1')), { wrapper });
    await waitFor(() => expect(result.current.error?.message).toBe('IndexedDB refused'));
  });
});
