import { useMutation, useQueryClient } from '@tanstack/react-query';
import { connectionScopedQueryKey, useConnectionScopedQuery } from '../../hooks/use-connection-scoped-query';
import type { RankedEntry } from './board';
import {
  createSnapshotStorage,
  snapshotEntriesKey,
  snapshotIndexKey,
  type Snapshot,
  type SnapshotMeta,
} from './snapshot-storage';

/** This browser's snapshots; in memory where IndexedDB is missing (the tests' DOM has none). */
export const snapshotStorage = createSnapshotStorage();

/**
 * A badge's snapshots, newest first. `scope` comes from `snapshotScope` (it names the connection).
 * The lists refresh when the store says they changed (a freeze or delete here or in another tab).
 */
export function useSnapshots(scope: string) {
  return useConnectionScopedQuery(snapshotStorage.index, snapshotIndexKey(scope));
}

/** A snapshot's entries (null: not kept), read when the board is compared with it. */
export function useSnapshotEntries(scope: string, id: string | undefined) {
  return useConnectionScopedQuery(
    snapshotStorage.entries,
    id === undefined ? undefined : snapshotEntriesKey(scope, id),
  );
}

/**
 * Resolves once the badge's list is read again. The store's signal has already asked for that read;
 * a write waits for it so the list is right when it reports success (a deleted line does not linger
 * after its dialog closes).
 */
function useListRead(scope: string) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries(
      {
        queryKey: connectionScopedQueryKey(snapshotStorage.index.database.name, snapshotIndexKey(scope)),
        exact: true,
      },
      { cancelRefetch: false },
    );
}

export interface FreezeInput extends Omit<SnapshotMeta, 'id' | 'takenAt' | 'count'> {
  entries: readonly RankedEntry[];
}

/** A snapshot id that sorts by time and works where crypto.randomUUID does not (plain http). */
function snapshotId(now: Date): string {
  return `${now.getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Freezes a board: every entry's wallet, name, rank and value, with the time. */
export function useFreezeBoard(scope: string) {
  const listRead = useListRead(scope);
  return useMutation({
    mutationFn: async ({ entries, ...meta }: FreezeInput): Promise<SnapshotMeta> => {
      const now = new Date();
      const saved: SnapshotMeta = {
        ...meta,
        id: snapshotId(now),
        takenAt: now.toISOString(),
        count: entries.length,
      };
      const snapshot: Snapshot = {
        ...saved,
        entries: entries.map(({ key, wallet, name, rank, value }) => ({ key, wallet, name, rank, value })),
      };
      await snapshotStorage.save(scope, snapshot);
      return saved;
    },
    onSuccess: listRead,
  });
}

export function useDeleteSnapshot(scope: string) {
  const listRead = useListRead(scope);
  return useMutation({ mutationFn: (id: string) => snapshotStorage.remove(scope, id), onSuccess: listRead });
}
