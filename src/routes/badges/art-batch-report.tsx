import { Link } from 'react-router';
import { ImageBox } from '../../components/ui/image-box';
import { StatusPill, type StatusTone } from '../../components/ui/status-pill';
import { paths } from '../../config/paths';
import { artBatchKind, type ArtBatchItem, type ArtBatchParams } from '../../features/jobs/art-batch-kind';
import { JobCard } from '../../features/jobs/job-card';
import { resultLabel } from '../../features/jobs/job-results-csv';
import type { ItemResult, Job } from '../../features/jobs/job-types';
import { displayImageUrl } from '../../lib/images';

const TONES: Record<ItemResult['status'], StatusTone> = {
  done: 'success',
  skipped: 'neutral',
  failed: 'danger',
  unknown: 'warning',
  cancelled: 'neutral',
};

const THUMB = 48;

function Line({
  communityId,
  item,
  result,
}: {
  communityId: string;
  item: ArtBatchItem;
  result: ItemResult | null;
}) {
  const after = result?.status === 'done' ? result.message : undefined;
  return (
    <li className="flex min-w-0 items-center gap-3 border-t border-border px-3 py-2 first:border-t-0">
      <ImageBox
        src={displayImageUrl(item.previousImage, { size: THUMB })}
        alt={`${item.badgeTitle}: art before`}
        size={THUMB}
        rounded="full"
      />
      <span aria-hidden="true" className="text-muted-foreground">
        →
      </span>
      <ImageBox
        src={displayImageUrl(after, { size: THUMB })}
        alt={after ? `${item.badgeTitle}: art now` : `${item.badgeTitle}: not replaced yet`}
        size={THUMB}
        rounded="full"
      />
      <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
        <Link
          to={paths.badge(communityId, item.badgeId)}
          className="font-medium break-words text-primary underline-offset-4 hover:underline"
        >
          {item.badgeTitle}
        </Link>
        <span className="text-xs break-all text-muted-foreground">{item.file}</span>
        {result?.status === 'failed' && <span className="text-xs text-danger-fg">{result.message}</span>}
      </div>
      <StatusPill
        status={result?.status ?? 'pending'}
        label={resultLabel(artBatchKind, result?.status)}
        tone={result ? TONES[result.status] : 'neutral'}
      />
    </li>
  );
}

/** The job's progress and, line by line, each badge's art before and after. */
export function ArtBatchReport({ job }: { job: Job<ArtBatchItem, ArtBatchParams> }) {
  const { communityId } = job.params;
  return (
    <div className="grid gap-4">
      <JobCard job={job} headingLevel="h2" />
      <section aria-labelledby="art-batch-lines" className="rounded-lg border border-border">
        <h2 id="art-batch-lines" className="border-b border-border px-3 py-2 text-sm font-semibold">
          Each badge’s art, before and after
        </h2>
        <ul>
          {job.items.map((item, index) => (
            <Line
              key={item.badgeId}
              communityId={communityId}
              item={item}
              result={job.results[index] ?? null}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}
