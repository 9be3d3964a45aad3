import { Camera, GitCompareArrows, Trash2 } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ConfirmDialog } from '../../components/feedback/confirm-dialog';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../components/ui/toaster';
import { useArrivalIntent } from '../../hooks/use-arrival-intent';
import { formatDateTime, formatNumber } from '../../lib/format';
import { orderLabel } from './order-label';
import { SNAPSHOT_CAP, type SnapshotMeta } from './snapshot-storage';
import { useDeleteSnapshot, useFreezeBoard, useSnapshots, type FreezeInput } from './use-snapshots';

export interface SnapshotPanelProps {
  scope: string;
  /** The board to freeze; undefined until the whole board is read. */
  board: FreezeInput | undefined;
  /** The snapshot the board is compared with now. */
  comparingId: string | undefined;
  onCompare: (snapshot: SnapshotMeta) => void;
}

function describeSnapshot(s: SnapshotMeta): string {
  return `${orderLabel(s.metric, s.direction, s.fallback)} · ${formatNumber(s.count)} ${s.count === 1 ? 'entry' : 'entries'}${
    s.truncated ? ' · cut at the read limit' : ''
  }`;
}

/** Freezes the board into this browser and lists the badge's snapshots to compare the board with. */
export function SnapshotPanel({ scope, board, comparingId, onCompare }: SnapshotPanelProps) {
  const snapshots = useSnapshots(scope);
  const freeze = useFreezeBoard(scope);
  const remove = useDeleteSnapshot(scope);
  const [deleting, setDeleting] = useState<SnapshotMeta | null>(null);

  const onFreeze = () => {
    if (!board) return;
    freeze.mutate(board, {
      onSuccess: (s) => toast.success(`Board frozen: ${formatNumber(s.count)} entries`),
      onError: (error) => toast.error(`Could not freeze the board: ${error.message}`),
    });
  };

  // "Freeze <badge>'s board" in the command palette opens the page to freeze the board once it is read.
  const freezeAsked = useArrivalIntent('freeze');
  const frozeOnArrival = useRef(false);
  const freezeOnArrival = useEffectEvent(() => {
    if (!freezeAsked || !board || frozeOnArrival.current) return;
    frozeOnArrival.current = true;
    onFreeze();
  });
  useEffect(() => freezeOnArrival(), [board]);

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle>Snapshots</CardTitle>
          <CardDescription>
            Freeze the board to compare a later one with it and to follow ranks over time. Snapshots are kept
            in this browser, up to {formatNumber(SNAPSHOT_CAP)} per badge: freezing one more deletes the
            oldest.
          </CardDescription>
        </div>
        <Button variant="secondary" onClick={onFreeze} disabled={!board} pending={freeze.isPending}>
          <Camera aria-hidden />
          Freeze board
        </Button>
      </CardHeader>
      <CardContent>
        {snapshots.error ? (
          <p className="text-sm text-muted-foreground">
            Snapshots cannot be read in this browser: {snapshots.error.message}
          </p>
        ) : snapshots.data === undefined ? null : snapshots.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No snapshot of this board yet.</p>
        ) : (
          <ul aria-label="Snapshots" className="flex flex-col divide-y divide-border">
            {snapshots.data.map((s) => {
              const when = formatDateTime(s.takenAt, { dateStyle: 'medium', timeStyle: 'medium' });
              return (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <div className="flex min-w-0 flex-col">
                    <time dateTime={s.takenAt} className="font-medium tabular-nums">
                      {when}
                    </time>
                    <span className="text-muted-foreground">{describeSnapshot(s)}</span>
                  </div>
                  <div className="flex items-center gap-1">
                    <Button
                      variant={comparingId === s.id ? 'primary' : 'secondary'}
                      size="sm"
                      aria-pressed={comparingId === s.id}
                      onClick={() => onCompare(s)}
                      aria-label={`Compare with the snapshot of ${when}`}
                    >
                      <GitCompareArrows aria-hidden />
                      Compare
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete the snapshot of ${when}`}
                      onClick={() => setDeleting(s)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this snapshot?"
        description={
          deleting
            ? `The snapshot of ${formatDateTime(deleting.takenAt)} (${describeSnapshot(deleting)}) is removed from this browser.`
            : ''
        }
        confirmLabel="Delete snapshot"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (error) => toast.error(`Could not delete the snapshot: ${error.message}`),
          })
        }
      />
    </Card>
  );
}
