import { Button } from '../../components/ui/button';
import type { Metric, RankedEntry } from '../../features/leaderboard/board';
import { ComparisonView } from '../../features/leaderboard/comparison-view';
import { useSnapshotEntries, useSnapshots } from '../../features/leaderboard/use-snapshots';

export interface BoardComparisonProps {
  communityId: string;
  scope: string;
  snapshotId: string;
  board: readonly RankedEntry[];
  metric: Metric;
  fileName: string;
  onClose: () => void;
  focusOnOpen?: boolean;
}

/** The comparison named in the URL, once its snapshot is read from this browser. */
export function BoardComparison({ scope, snapshotId, onClose, ...rest }: BoardComparisonProps) {
  const snapshots = useSnapshots(scope);
  const entries = useSnapshotEntries(scope, snapshotId);
  const snapshot = snapshots.data?.find((s) => s.id === snapshotId);
  if (snapshots.isPending || entries.isPending) return null;
  if (!snapshot || !entries.data) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-4 text-sm">
        <p>The snapshot to compare with is not kept in this browser (it may have been deleted).</p>
        <Button variant="secondary" size="sm" onClick={onClose}>
          Stop comparing
        </Button>
      </div>
    );
  }
  return <ComparisonView snapshot={snapshot} frozen={entries.data} onClose={onClose} {...rest} />;
}
