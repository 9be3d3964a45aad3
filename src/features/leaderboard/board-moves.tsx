import { formatNumber, shortenAddress } from '../../lib/format';
import type { ComparisonRow } from './compare';
import type { BoardMoves } from './rank-history';

/** Rows shown in each list; the counts say how many there are in all. */
export const MOVES_SHOWN = 10;

const name = (r: ComparisonRow) => r.name ?? shortenAddress(r.wallet);
const rank = (r: number | null) => (r === null ? '—' : formatNumber(r));
const places = (n: number) => `${formatNumber(Math.abs(n))} ${Math.abs(n) === 1 ? 'place' : 'places'}`;

interface MovesTableProps {
  title: string;
  rows: readonly ComparisonRow[];
  /** The move column's text for a row; none for new and gone entries. */
  move?: (row: ComparisonRow) => string;
  empty: string;
}

/** One list of moves as a table: who, the rank before and after, and the move. */
function MovesTable({ title, rows, move, empty }: MovesTableProps) {
  const shown = rows.slice(0, MOVES_SHOWN);
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-1">
      <h4 className="text-sm font-medium">
        {title}{' '}
        <span className="font-normal text-muted-foreground tabular-nums">{formatNumber(rows.length)}</span>
      </h4>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <table className="w-full text-left text-xs tabular-nums">
          <caption className="sr-only">
            {rows.length > shown.length
              ? `${title}: the first ${formatNumber(shown.length)} of ${formatNumber(rows.length)}`
              : title}
          </caption>
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 pr-2 font-medium">
                Wallet
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">
                Before
              </th>
              <th scope="col" className="py-1 pr-2 text-right font-medium">
                After
              </th>
              {move && (
                <th scope="col" className="py-1 text-right font-medium">
                  Move
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.key} className="border-t border-border">
                <th scope="row" className="max-w-40 truncate py-1 pr-2 font-normal" title={r.wallet}>
                  {name(r)}
                </th>
                <td className="py-1 pr-2 text-right">{rank(r.rankBefore)}</td>
                <td className="py-1 pr-2 text-right">{rank(r.rankNow)}</td>
                {move && <td className="py-1 text-right whitespace-nowrap">{move(r)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rows.length > shown.length && (
        <p className="text-xs text-muted-foreground">
          The first {formatNumber(shown.length)} of {formatNumber(rows.length)}.
        </p>
      )}
    </section>
  );
}

/** The climbers, fallers, new and gone entries between two snapshots, each list a table. */
export function BoardMovesView({ moves }: { moves: BoardMoves }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <MovesTable
        title="Biggest climbers"
        rows={moves.climbers}
        move={(r) => `Up ${places(r.moved)}`}
        empty="No entry moved up."
      />
      <MovesTable
        title="Biggest fallers"
        rows={moves.fallers}
        move={(r) => `Down ${places(r.moved)}`}
        empty="No entry moved down."
      />
      <MovesTable title="New entries" rows={moves.added} empty="No new entry." />
      <MovesTable title="Gone entries" rows={moves.gone} empty="No entry left the board." />
    </div>
  );
}
