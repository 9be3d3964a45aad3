import { useMemo, type ReactNode } from 'react';
import { formatNumber } from '../../lib/format';
import type { RankedEntry } from './board';
import { rankWithin } from './board-audience';

/**
 * The audience filter the board is narrowed by. The leaderboard page passes the audiences
 * feature's filter (`useAudienceFilter`), since features do not import each other.
 */
export interface BoardAudienceFilter {
  on: boolean;
  wallets: ReadonlySet<string> | null;
  described: string;
  picker: ReactNode;
  reading: ReactNode;
}

export interface BoardAudience {
  /** The board to show: the whole board, or the audience's entries ranked among themselves. */
  entries: RankedEntry[] | undefined;
  /** The audience's members are read (always true without an audience). */
  ready: boolean;
  control: ReactNode;
}

/** The board ranked again within the filter's audience, and the filter with what it did to the board. */
export function useBoardAudience(entries: RankedEntry[] | undefined, filter: BoardAudienceFilter): BoardAudience {
  const { on, wallets, described } = filter;
  const filtered = useMemo(
    () => (on && wallets && entries ? rankWithin(entries, wallets) : undefined),
    [on, wallets, entries],
  );

  const control = (
    <div className="flex flex-col gap-2">
      {filter.picker}
      {on && filtered && entries && (
        <p role="status" className="text-sm text-muted-foreground">
          {formatNumber(filtered.length)} of {formatNumber(entries.length)} entries are members who{' '}
          {described}; ranks are counted among them.
        </p>
      )}
      {filter.reading}
    </div>
  );

  return { entries: on ? filtered : entries, ready: !on || wallets !== null, control };
}
