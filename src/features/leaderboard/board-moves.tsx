import { StaticTable, type StaticColumn } from '../../components/data-table/static-table';
import { formatNumber, shortenAddress } from '../../lib/format';
import type { ComparisonRow } from './compare';
import type { BoardMoves } from './rank-history';

/** Rows shown in each list; the counts say how many there are in all. */
export const MOVES_SHOWN = 10;

const name = (r: ComparisonRow) => r.name ?? shortenAddress(r.wallet);
const rank = (r: number | null) => (r === null ? '—' : formatNumber(r));
const places = (n: number) => `${formatNumber(Math.abs(n))} ${Math.abs(n) === 1 ? 'place' : 'places'}`;

/** Who, and their rank before and after. */
const RANKS: StaticColumn<ComparisonRow>[] = [
  {
    id: 'wallet',
    header: 'Wallet',
    rowHeader: true,
    cell: name,
    title: (r) => r.wallet,
    className: 'max-w-40 truncate pr-2',
  },
  { id: 'before', header: 'Before', cell: (r) => rank(r.rankBefore), className: 'pr-2 text-right' },
  { id: 'after', header: 'After', cell: (r) => rank(r.rankNow), className: 'pr-2 text-right' },
];

const moveColumn = (move: (row: ComparisonRow) => string): StaticColumn<ComparisonRow> => ({
  id: 'move',
  header: 'Move',
  cell: move,
  className: 'text-right whitespace-nowrap',
});

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
        <StaticTable
          caption={
            rows.length > shown.length
              ? `${title}: the first ${formatNumber(shown.length)} of ${formatNumber(rows.length)}`
              : title
          }
          className="w-full text-xs"
          cellClassName="py-1"
          columns={move ? [...RANKS, moveColumn(move)] : RANKS}
          rows={shown}
          getRowId={(r) => r.key}
        />
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
