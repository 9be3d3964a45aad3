import { skipToken, useQuery } from '@tanstack/react-query';
import { connectionScopedQueryKey } from '../../hooks/use-connection-scoped-query';
import { createSeriesBuilder, topKeys, type RankSeries } from './rank-history';
import { snapshotEntriesKey, type SnapshotMeta } from './snapshot-storage';
import { snapshotStorage } from './use-snapshots';

export interface RankHistory {
  series: RankSeries[];
  /** Wallets asked for that no snapshot of the series holds. */
  unknown: string[];
}

/** An address as the board keys it (lower case), or a name to find on the latest board. */
const asKey = (wanted: string) => wanted.trim().toLowerCase();

/**
 * The ranks of the latest snapshot's top `top` wallets and of the `extra` ones (wallets or names),
 * across the series (oldest first). Snapshots are read one at a time and only the chosen wallets'
 * ranks are kept. A snapshot never changes once frozen, so the ids in the key say when to read again.
 */
export function useRankHistory(
  scope: string,
  snapshots: readonly SnapshotMeta[],
  top: number,
  extra: readonly string[],
) {
  const ids = snapshots.map((s) => s.id);
  return useQuery({
    queryKey: [
      ...connectionScopedQueryKey(snapshotStorage.index.database.name, `rank-history|${scope}`),
      ids,
      top,
      extra,
    ],
    queryFn:
      snapshots.length === 0
        ? skipToken
        : async (): Promise<RankHistory> => {
            const read = async (id: string) =>
              (await snapshotStorage.entries.read(snapshotEntriesKey(scope, id))) ?? [];
            const latestId = ids.at(-1) ?? '';
            const latest = await read(latestId);
            const keys = new Set(topKeys(latest, top));
            const unknown: string[] = [];
            for (const wanted of extra) {
              const key = asKey(wanted);
              const found = latest.find((e) => e.key === key || e.name?.toLowerCase() === key);
              if (found) keys.add(found.key);
              else if (/^0x[0-9a-f]{40}$/.test(key)) keys.add(key);
              else unknown.push(wanted);
            }
            const builder = createSeriesBuilder([...keys]);
            for (const id of ids) builder.add(id === latestId ? latest : await read(id));
            const series = builder.result();
            // An address on no snapshot of the series is not drawn: it is named as not found.
            const drawn = series.filter((s) => s.ranks.some((r) => r !== null));
            for (const s of series) if (!drawn.includes(s)) unknown.push(s.wallet);
            return { series: drawn, unknown };
          },
    staleTime: Infinity,
  });
}
