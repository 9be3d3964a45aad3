import { Images, Wand2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Badge } from '../../api/types';
import { ConfirmDialog } from '../../components/feedback/confirm-dialog';
import { TaskProgress } from '../../components/feedback/task-progress';
import { Button } from '../../components/ui/button';
import { matchFiles, resolveChoices } from '../../features/art/batch/match-files';
import { prepareArt } from '../../features/art/batch/prepare-art';
import { describeGuidelines } from '../../features/art/guidelines-editor';
import { useGuidelines } from '../../features/art/use-guidelines';
import { badgeTitle } from '../../features/badges/badge-columns';
import { artBatchKind } from '../../features/jobs/art-batch-kind';
import { useJobCommands } from '../../features/jobs/use-jobs';
import { useCancellableTask } from '../../hooks/use-cancellable-task';
import { formatNumber } from '../../lib/format';
import { ArtBatchDrop } from './art-batch-drop';
import { ArtBatchMatchTable, type MatchRow } from './art-batch-match-table';
import { ArtBatchReview, type PreparedRow } from './art-batch-review';
import { useDroppedFiles } from './use-dropped-files';

interface Prepared {
  rows: PreparedRow[];
  refused: { fileName: string; reason: string }[];
}

const plural = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

function useMatchRows(badges: readonly Badge[]) {
  const [dropped, takeFiles] = useDroppedFiles();
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const matches = useMemo(() => {
    const named = badges.map((b) => ({ id: b.id, title: badgeTitle(b) }));
    // A refused file takes no badge: it is given a name no badge has.
    return matchFiles(
      dropped.map((d) => (d.refused ? '' : d.file.name)),
      named,
    );
  }, [dropped, badges]);
  const { badgeIds, conflicts } = resolveChoices(matches, chosen);
  const rows: MatchRow[] = dropped.map((d, i) => ({
    dropped: d,
    match: matches[i] ?? { status: 'unmatched' },
    badgeId: d.refused ? undefined : badgeIds[i],
    byHand: chosen[i] !== undefined,
    conflict: conflicts.has(i),
  }));
  const take = (files: File[]) => {
    setChosen({});
    takeFiles(files);
  };
  const choose = (index: number, badgeId: string) => setChosen((all) => ({ ...all, [index]: badgeId }));
  return { rows, take, choose };
}

/**
 * Batch art, before the job: the drop, the match table the admin corrects, the files run through
 * the checks and the studio's defaults, the art before and after, and the confirmation that names
 * how many live badges change. Starting the job hands over to `onStarted`.
 */
export function ArtBatchFlow({
  communityId,
  badges,
  onStarted,
}: {
  communityId: string;
  badges: readonly Badge[];
  onStarted: (jobId: string) => void;
}) {
  const [guidelines] = useGuidelines();
  const { rows, take, choose } = useMatchRows(badges);
  const preparing = useCancellableTask<Prepared>();
  const [confirming, setConfirming] = useState(false);
  const [starting, setStarting] = useState(false);
  const commands = useJobCommands();
  const byId = useMemo(() => new Map(badges.map((b) => [b.id, b])), [badges]);

  const sent = rows.filter((r) => r.badgeId && !r.conflict);
  const conflicts = rows.filter((r) => r.conflict).length;
  const left = rows.length - sent.length;
  const prepared = preparing.state.status === 'done' ? preparing.state.result : undefined;

  // A change to the files or the matches makes the prepared art out of date.
  const onFiles = (files: File[]) => {
    preparing.reset();
    take(files);
  };
  const onChoose = (index: number, badgeId: string) => {
    preparing.reset();
    choose(index, badgeId);
  };

  const prepare = () =>
    preparing.run(async ({ signal, onProgress }) => {
      const result: Prepared = { rows: [], refused: [] };
      for (const [done, row] of sent.entries()) {
        if (signal.aborted) break;
        onProgress({ done, total: sent.length });
        const badge = row.badgeId ? byId.get(row.badgeId) : undefined;
        if (!badge) continue;
        const outcome = await prepareArt(row.dropped.file, guidelines);
        if (outcome.ok) result.rows.push({ fileName: row.dropped.file.name, badge, art: outcome.art });
        else result.refused.push({ fileName: row.dropped.file.name, reason: outcome.reason });
      }
      return result;
    });

  const live = prepared?.rows.filter((r) => r.badge.status === 'live').length ?? 0;
  const count = prepared?.rows.length ?? 0;
  const start = async () => {
    if (!prepared) return;
    setStarting(true);
    try {
      const id = await commands.start(artBatchKind, {
        title: `Replace the art of ${plural(count, 'badge', 'badges')}`,
        params: { communityId, badgeIds: prepared.rows.map((r) => r.badge.id) },
        items: prepared.rows.map((r) => ({
          file: r.fileName,
          name: r.art.name,
          type: r.art.blob.type || 'application/octet-stream',
          bytes: r.art.blob,
          badgeId: r.badge.id,
          badgeTitle: badgeTitle(r.badge),
          previousImage: r.badge.image ?? null,
        })),
      });
      setConfirming(false);
      onStarted(id);
    } finally {
      setStarting(false);
    }
  };

  return (
    <div className="grid gap-5">
      <ArtBatchDrop onFiles={onFiles} compact={rows.length > 0} />
      {rows.length > 0 && (
        <section aria-labelledby="art-batch-match" className="grid gap-3">
          <div>
            <h2 id="art-batch-match" className="text-lg font-semibold">
              Files and badges
            </h2>
            <p className="text-sm text-muted-foreground" role="status">
              {plural(sent.length, 'file goes', 'files go')} to a badge;{' '}
              {plural(left, 'file is', 'files are')} not sent
              {conflicts > 0
                ? `, ${formatNumber(conflicts)} of them because two files name the same badge`
                : ''}
              .
            </p>
          </div>
          <ArtBatchMatchTable rows={rows} badges={badges} onChoose={onChoose} />
          <p className="text-sm text-muted-foreground">
            Each file is cropped to the square in its middle, resized and encoded as WebP at 80% (animations
            are sent as they are). Guidelines: {describeGuidelines(guidelines)}.
          </p>
          <div>
            <Button
              onClick={() => void prepare()}
              disabled={sent.length === 0 || preparing.state.status === 'running'}
            >
              <Wand2 aria-hidden="true" className="size-4" />
              Prepare {plural(sent.length, 'image', 'images')}
            </Button>
          </div>
        </section>
      )}
      {preparing.state.status === 'running' && (
        <TaskProgress
          label="Preparing the art"
          done={preparing.state.progress.done}
          total={preparing.state.progress.total ?? sent.length}
          unit="images"
          onCancel={preparing.cancel}
        />
      )}
      {prepared && (
        <section aria-labelledby="art-batch-review" className="grid gap-3">
          <h2 id="art-batch-review" className="text-lg font-semibold">
            Before and after
          </h2>
          {prepared.refused.length > 0 && (
            <ul aria-label="Files that cannot be sent" className="grid gap-1 text-sm text-danger-fg">
              {prepared.refused.map((r) => (
                <li key={r.fileName}>
                  {r.fileName}: {r.reason}
                </li>
              ))}
            </ul>
          )}
          <ArtBatchReview rows={prepared.rows} />
          <div>
            <Button onClick={() => setConfirming(true)} disabled={count === 0}>
              <Images aria-hidden="true" className="size-4" />
              Replace the art of {plural(count, 'badge', 'badges')}
            </Button>
          </div>
        </section>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Replace the art of ${plural(count, 'badge', 'badges')}?`}
        description={
          live > 0
            ? `${plural(live, 'live badge changes', 'live badges change')}: members see the new art at once. ${count > live ? `${plural(count - live, 'other badge', 'other badges')} also ${count - live === 1 ? 'changes' : 'change'}.` : ''}`
            : `No live badge changes: members see none of this art yet.`
        }
        confirmLabel="Replace art"
        pending={starting}
        onConfirm={start}
      />
    </div>
  );
}
