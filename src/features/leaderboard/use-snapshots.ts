import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RankedEntry } from './board';
import {
  indexedDbSnapshotStorage,
  memorySnapshotStorage,
  type Snapshot,
  type SnapshotMeta,
  type SnapshotStorage,
} from './snapshot-storage';

/** This browser's snapshots; in memory where IndexedDB is missing (the tests' DOM has none). */
export const snapshotStorage: SnapshotStorage & { clear?: () => void } =
  typeof indexedDB === 'undefined' ? memorySnapshotStorage() : indexedDbSnapshotStorage();

/** Local keys (IndexedDB, not the API): named apart from the generated ones. */
const snapshotsKey = (scope: string) => ['leaderboard-snapshots', scope] as const;

export function useSnapshots(scope: string) {
  return useQuery({ queryKey: snapshotsKey(scope), queryFn: () => snapshotStorage.list(scope) });
}

/** A snapshot's entries, read when the board is compared with it. They never change once written. */
export function useSnapshotEntries(scope: string, id: string | undefined) {
  return useQuery({
    queryKey: [...snapshotsKey(scope), id, 'entries'],
    queryFn: async () => {
      const entries = id === undefined ? undefined : await snapshotStorage.entries(scope, id);
      // Null, not undefined: a query may not resolve to undefined, and "no such snapshot" is an answer.
      return entries ?? null;
    },
    enabled: id !== undefined,
    staleTime: Infinity,
  });
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
  const queryClient = useQueryClient();
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: snapshotsKey(scope) }),
  });
}

export function useDeleteSnapshot(scope: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => snapshotStorage.remove(scope, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: snapshotsKey(scope) }),
  });
}
