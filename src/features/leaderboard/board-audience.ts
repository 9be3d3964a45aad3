import { rankBoard, type RankedEntry } from './board';

/**
 * The board of an audience: the entries of its members' wallets, ranked again among themselves
 * (competition ranks, ties kept, in the service's order as `rankBoard` does for the whole board),
 * so the first member of the audience is 1 whatever their rank on the whole board.
 */
export function rankWithin(entries: readonly RankedEntry[], wallets: ReadonlySet<string>): RankedEntry[] {
  return rankBoard(entries.filter((e) => wallets.has(e.key)));
}
