import { rankBoard, rankedRow, type BoardEntry, type RankedEntry } from './board';

/**
 * Ranks a board page by page as it is read, with the ranks `rankBoard` gives the entries read so
 * far. Ranking the whole board again after every page (and on every render of the board so far)
 * built 50,000 new rows each time: tens of milliseconds of work and as much garbage per page on a
 * large board. Here each entry is ranked once, when its page arrives.
 */
export interface BoardRanker {
  /** Ranks the next entries of the board, in the service's order. */
  add(entries: readonly BoardEntry[]): void;
  /**
   * The board ranked so far, as an array of its own. Rows handed out are never changed afterwards:
   * a tie that reaches back into them replaces the row instead.
   */
  snapshot(): RankedEntry[];
}

export function createBoardRanker(): BoardRanker {
  let ranked: RankedEntry[] = [];
  /** Every value so far is null: the board ranks by earn time (see `usesFallback`). */
  let fallback = true;
  /** Rows before this index have been handed out by `snapshot`. */
  let handedOut = 0;

  const rankOne = (e: BoardEntry) => {
    const index = ranked.length;
    const previous = ranked[index - 1];
    const sortKey = fallback ? e.earnedAt : e.value;
    const same = previous !== undefined && (fallback ? previous.earnedAt : previous.value) === sortKey;
    if (same && !previous.tied) {
      const tied = { ...previous, tied: true };
      if (index - 1 < handedOut) ranked[index - 1] = tied;
      else previous.tied = true;
    }
    ranked.push(rankedRow(e, same ? (ranked[index - 1]?.rank ?? index + 1) : index + 1, same));
  };

  return {
    add(entries) {
      if (fallback && entries.some((e) => e.value !== null)) {
        // The board read so far carried no value and was ranked by earn time; one value switches
        // the whole board to the metric's ranks: rank it again from the start, as new rows.
        fallback = false;
        ranked = rankBoard([...ranked, ...entries]);
        handedOut = 0;
        return;
      }
      for (const e of entries) rankOne(e);
    },
    snapshot() {
      handedOut = ranked.length;
      return ranked.slice();
    },
  };
}
