import { Plus, X } from 'lucide-react';
import { memo, useMemo, useState, type SyntheticEvent } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/select';
import { formatDateTime, formatNumber, shortenAddress } from '../../lib/format';
import type { Direction, Metric } from './board';
import { BoardMovesView } from './board-moves';
import { orderLabel } from './order-label';
import { RankChart } from './rank-chart';
import { boardMoves, seriesSnapshots } from './rank-history';
import { useRankHistory } from './use-rank-history';
import { useSnapshotEntries, useSnapshots } from './use-snapshots';

/** How many of the latest board's wallets the chart can follow. */
const TOP_CHOICES = [3, 5, 10, 20] as const;
const DEFAULT_TOP = 5;

export interface RankHistoryPanelProps {
  scope: string;
  metric: Metric;
  direction: Direction;
}

const when = (iso: string) => formatDateTime(iso, { dateStyle: 'medium', timeStyle: 'medium' });

/**
 * How ranks moved over the badge's snapshots in the board's order: a line per wallet for the top of
 * the latest snapshot (and wallets added by hand), and the climbers, fallers, new and gone entries
 * between any two snapshots.
 */
// Memoized: its props are the board's scope and order, which stay put while the board is read and
// the page above it renders for every page that arrives.
export const RankHistoryPanel = memo(function RankHistoryPanel({
  scope,
  metric,
  direction,
}: RankHistoryPanelProps) {
  const snapshots = useSnapshots(scope);
  const series = useMemo(
    () => seriesSnapshots(snapshots.data ?? [], { metric, direction }),
    [snapshots.data, metric, direction],
  );
  const [top, setTop] = useState<number>(DEFAULT_TOP);
  const [extra, setExtra] = useState<string[]>([]);
  const [wanted, setWanted] = useState('');
  const history = useRankHistory(scope, series, top, extra);
  // The two snapshots compared: chosen, else the last two of the series.
  const [fromId, setFromId] = useState<string | undefined>();
  const [toId, setToId] = useState<string | undefined>();
  const has = (id: string | undefined) => id !== undefined && series.some((s) => s.id === id);
  const from = has(fromId) ? fromId : series.at(-2)?.id;
  const to = has(toId) ? toId : series.at(-1)?.id;
  const before = useSnapshotEntries(scope, series.length > 1 ? from : undefined);
  const after = useSnapshotEntries(scope, series.length > 1 ? to : undefined);
  const moves = useMemo(
    () => (before.data && after.data ? boardMoves(before.data, after.data) : undefined),
    [before.data, after.data],
  );
  const order = orderLabel(metric, direction);

  const onAdd = (event: SyntheticEvent) => {
    event.preventDefault();
    const value = wanted.trim();
    if (value !== '' && !extra.includes(value)) setExtra([...extra, value]);
    setWanted('');
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Rank history</CardTitle>
        <CardDescription>
          How ranks moved across this browser’s snapshots ranked by {order.toLowerCase()}.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {series.length < 2 ? (
          <p className="text-sm text-muted-foreground">
            Freeze the board at least twice in this order to see ranks move (
            {series.length === 0 ? 'no snapshot' : 'one snapshot'} in this order so far).
          </p>
        ) : (
          <>
            <section aria-labelledby="rank-over-time" className="flex flex-col gap-3">
              <h4 id="rank-over-time" className="text-sm font-medium">
                Rank over time
              </h4>
              <div className="flex flex-wrap items-end gap-3">
                <Field label="Wallets followed">
                  <NativeSelect
                    value={top}
                    onChange={(e) => setTop(Number(e.target.value))}
                    wrapperClassName="w-44"
                  >
                    {TOP_CHOICES.map((n) => (
                      <option key={n} value={n}>
                        Top {n} of the latest
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
                <form onSubmit={onAdd} className="flex w-full items-end gap-2 sm:w-auto">
                  <Field label="Add a wallet (address or name)" className="min-w-0 flex-1">
                    <Input
                      value={wanted}
                      onChange={(e) => setWanted(e.target.value)}
                      className="w-full sm:w-64"
                      autoComplete="off"
                      spellCheck={false}
                    />
                  </Field>
                  <Button type="submit" variant="secondary" disabled={wanted.trim() === ''}>
                    <Plus aria-hidden />
                    Add
                  </Button>
                </form>
              </div>
              {extra.length > 0 && (
                <ul aria-label="Wallets added" className="flex flex-wrap gap-2">
                  {extra.map((w) => (
                    <li
                      key={w}
                      className="flex items-center gap-1 rounded-full bg-muted py-0.5 pr-1 pl-3 text-xs"
                    >
                      <span title={w}>{w.startsWith('0x') ? shortenAddress(w) : w}</span>
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-6"
                        aria-label={`Stop following ${w}`}
                        onClick={() => setExtra(extra.filter((x) => x !== w))}
                      >
                        <X aria-hidden />
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              {history.data && history.data.unknown.length > 0 && (
                <p role="status" className="text-sm text-muted-foreground">
                  Not on any snapshot in this order: {history.data.unknown.join(', ')}.
                </p>
              )}
              {history.error ? (
                <p className="text-sm text-muted-foreground">
                  The snapshots cannot be read in this browser: {history.error.message}
                </p>
              ) : (
                history.data && (
                  <RankChart
                    series={history.data.series}
                    times={series.map((s) => s.takenAt)}
                    order={order}
                  />
                )
              )}
            </section>
            <section aria-labelledby="board-moves" className="flex flex-col gap-3">
              <h4 id="board-moves" className="text-sm font-medium">
                Moves between two snapshots
              </h4>
              <div className="flex flex-wrap items-end gap-3">
                <Field label="From">
                  <NativeSelect
                    value={from}
                    onChange={(e) => setFromId(e.target.value)}
                    wrapperClassName="w-60"
                  >
                    {series.map((s) => (
                      <option key={s.id} value={s.id}>
                        {when(s.takenAt)}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
                <Field label="To">
                  <NativeSelect value={to} onChange={(e) => setToId(e.target.value)} wrapperClassName="w-60">
                    {series.map((s) => (
                      <option key={s.id} value={s.id}>
                        {when(s.takenAt)}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
              </div>
              {moves && (
                <p className="text-sm text-muted-foreground" aria-live="polite">
                  {formatNumber(moves.climbers.length)} up, {formatNumber(moves.fallers.length)} down,{' '}
                  {formatNumber(moves.added.length)} new, {formatNumber(moves.gone.length)} gone.
                </p>
              )}
              {moves && <BoardMovesView moves={moves} />}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
});
