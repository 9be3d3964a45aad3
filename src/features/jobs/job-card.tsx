import { Download, Pause, Play, Square, Trash2 } from 'lucide-react';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { getConnection, subscribeConnection } from '../../api/credentials';
import { ConfirmDialog } from '../../components/feedback/confirm-dialog';
import { Button } from '../../components/ui/button';
import { StatusPill, type StatusTone } from '../../components/ui/status-pill';
import { cn } from '../../lib/cn';
import { formatDateTime, formatNumber } from '../../lib/format';
import { jobKind } from './job-kinds';
import { downloadJobResults, resultLabel } from './job-results-csv';
import { canCancel, canPause, canRemove, canResume, isFinished, processed } from './job-state';
import { formatTimeLeft, timeLeftMs } from './job-time-left';
import type { ItemResultStatus, Job, JobStatus } from './job-types';
import { useJobCommands, useRunningElsewhere } from './use-jobs';

const STATUS: Record<JobStatus, { label: string; tone: StatusTone }> = {
  queued: { label: 'Waiting its turn', tone: 'neutral' },
  running: { label: 'Running', tone: 'info' },
  pausing: { label: 'Pausing…', tone: 'warning' },
  paused: { label: 'Paused', tone: 'warning' },
  cancelling: { label: 'Cancelling…', tone: 'warning' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  done: { label: 'Finished', tone: 'success' },
};

const COUNTED: ItemResultStatus[] = ['done', 'skipped', 'failed', 'unknown', 'cancelled'];
/** Shown only when some item has it: most jobs never have an unknown outcome or a cancelled item. */
const WHEN_MET: ReadonlySet<ItemResultStatus> = new Set(['unknown', 'cancelled']);

function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl, location.origin).host;
  } catch {
    return baseUrl;
  }
}

function useCurrentBaseUrl(): string | undefined {
  const connection = useSyncExternalStore(subscribeConnection, getConnection, getConnection);
  return connection?.baseUrl;
}

const ELSEWHERE = { label: 'Running in another tab', tone: 'info' } as const;

/** One line under the progress bar: another tab, a wait, the other connection, or the last error. */
function JobNote({ job, elsewhere }: { job: Job; elsewhere: boolean }) {
  const baseUrl = useCurrentBaseUrl();
  if (elsewhere) {
    return (
      <p className="text-sm text-muted-foreground">
        Another tab of this dashboard is sending it; pause or cancel it there. It continues here if that tab
        closes.
      </p>
    );
  }
  if (job.wait) return <p className="text-sm text-warning-fg">{job.wait.message}</p>;
  if (!isFinished(job) && baseUrl !== job.connection) {
    return (
      <p className="text-sm text-muted-foreground">
        Made for the connection to {hostOf(job.connection)}: it continues when this dashboard is connected to
        it again.
      </p>
    );
  }
  if (job.lastError && (job.counts.failed > 0 || job.counts.unknown > 0 || !isFinished(job))) {
    return <p className="text-sm text-muted-foreground">Last error: {job.lastError}</p>;
  }
  return null;
}

function Counts({ job }: { job: Job }) {
  const kind = jobKind(job.kind);
  return (
    <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
      {COUNTED.filter((status) => !WHEN_MET.has(status) || job.counts[status] > 0).map((status) => (
        <div key={status} className="flex gap-1.5">
          <dt className="text-muted-foreground capitalize">{resultLabel(kind, status)}</dt>
          <dd
            className={cn(
              'font-medium tabular-nums',
              status === 'failed' && job.counts.failed > 0 && 'text-danger-fg',
              status === 'unknown' && 'text-warning-fg',
            )}
          >
            {formatNumber(job.counts[status])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export interface JobCardProps {
  job: Job;
  /** What the items are, e.g. "wallets"; by default the kind's word, else "items". */
  unit?: string;
  /** The title's heading level; h2 on a list page. */
  headingLevel?: 'h2' | 'h3';
  /** Shown beside the title (e.g. a link to what the job worked on). */
  extra?: ReactNode;
  /** Called after the job is removed (a page showing only this job moves on). */
  onRemoved?: () => void;
}

/**
 * A bulk job as a card: status, progress with the time left, counts by result, what it is waiting
 * for, pause / resume / cancel / remove, and its results as CSV with the row count.
 */
export function JobCard({ job, unit: unitProp, headingLevel = 'h2', extra, onRemoved }: JobCardProps) {
  const commands = useJobCommands();
  const elsewhere = useRunningElsewhere(job.id);
  const unit = unitProp ?? jobKind(job.kind)?.unit ?? 'items';
  const [confirm, setConfirm] = useState<'cancel' | 'remove' | null>(null);
  const Heading = headingLevel;
  const done = processed(job);
  const left = timeLeftMs(job);
  const status = elsewhere ? ELSEWHERE : STATUS[job.status];
  // Commands belong to the tab that runs the job; this one only shows its kept progress.
  const controls = !elsewhere;
  const notSent = job.itemCount - done;

  return (
    <article
      aria-label={job.title}
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <Heading className="text-base leading-6 font-semibold break-words">{job.title}</Heading>
          <p className="text-xs text-muted-foreground">
            Started {formatDateTime(job.createdAt)}
            {job.finishedAt !== null && <> · ended {formatDateTime(job.finishedAt)}</>}
          </p>
          {extra}
        </div>
        <div role="status" aria-label={`${job.title}: status`}>
          <StatusPill status={job.status} label={status.label} tone={status.tone} />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <p className="text-sm">
          <span className="tabular-nums">
            {formatNumber(done)} of {formatNumber(job.itemCount)} {unit}
          </span>
          {left !== undefined && <span className="text-muted-foreground"> · {formatTimeLeft(left)}</span>}
        </p>
        <progress
          className="h-1.5 w-full overflow-hidden rounded-full accent-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
          aria-label={`${job.title}: progress`}
          max={Math.max(1, job.itemCount)}
          value={done}
        />
      </div>
      <Counts job={job} />
      <JobNote job={job} elsewhere={elsewhere} />
      <div className="flex flex-wrap gap-2">
        {controls && canPause(job) && (
          <Button variant="secondary" size="sm" onClick={() => commands.pause(job.id)}>
            <Pause aria-hidden />
            Pause
          </Button>
        )}
        {controls && canResume(job) && (
          <Button variant="secondary" size="sm" onClick={() => commands.resume(job.id)}>
            <Play aria-hidden />
            Resume
          </Button>
        )}
        {controls && canCancel(job) && (
          <Button variant="secondary" size="sm" onClick={() => setConfirm('cancel')}>
            <Square aria-hidden />
            Cancel
          </Button>
        )}
        {isFinished(job) && (
          <Button variant="primary" size="sm" onClick={() => void downloadJobResults(job)}>
            <Download aria-hidden />
            Download results ({formatNumber(job.itemCount)} {job.itemCount === 1 ? 'row' : 'rows'})
          </Button>
        )}
        {controls && canRemove(job) && !canCancel(job) && (
          <Button variant="ghost" size="sm" onClick={() => setConfirm('remove')}>
            <Trash2 aria-hidden />
            Remove
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirm === 'cancel'}
        onOpenChange={(open) => setConfirm(open ? 'cancel' : null)}
        title={`Cancel “${job.title}”?`}
        description={`${formatNumber(notSent)} ${unit} without a result will not be sent. What was sent stays done; a request in flight finishes first.`}
        confirmLabel="Cancel the job"
        cancelLabel="Keep it running"
        destructive
        onConfirm={() => {
          commands.cancel(job.id);
          setConfirm(null);
        }}
      />
      <ConfirmDialog
        open={confirm === 'remove'}
        onOpenChange={(open) => setConfirm(open ? 'remove' : null)}
        title={`Remove “${job.title}” from this list?`}
        description="Its results go with it: download them first if you need them. Nothing changes on the service."
        confirmLabel="Remove"
        destructive
        onConfirm={() => {
          commands.remove(job.id);
          setConfirm(null);
          onRemoved?.();
        }}
      />
    </article>
  );
}
