import { Link } from 'react-router';
import { DateTime } from '../../components/ui/date-time';
import { StatusPill } from '../../components/ui/status-pill';
import { paths } from '../../config/paths';
import type { JournalEntry } from './journal-entry';

function DiffList({ entry }: { entry: JournalEntry }) {
  if (!entry.diff) return null;
  return (
    <dl className="mt-2 grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
      {entry.diff.map((line) => (
        <div key={line.key} className="contents">
          <dt className="font-medium break-all">{line.key}</dt>
          <dd className="break-all text-muted-foreground">
            <span className="line-through">{line.before ?? 'none'}</span>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> changed to </span>
            <span className="text-foreground">{line.after ?? 'none'}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One write: what, on which record (a link), when, where, its outcome and what changed. */
export function JournalEntryItem({ entry }: { entry: JournalEntry }) {
  const where = entry.connection.mode === 'sandbox' ? 'Sandbox' : entry.connection.baseUrl;
  return (
    <li className="rounded-lg border border-border bg-card p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 className="min-w-0 font-medium break-words">
          {entry.action}:{' '}
          {entry.target.href ? (
            <Link to={entry.target.href} className="text-primary underline underline-offset-4">
              {entry.target.label}
            </Link>
          ) : (
            entry.target.label
          )}
        </h2>
        <StatusPill
          status={entry.outcome === 'succeeded' ? 'done' : 'failed'}
          tone={entry.outcome === 'succeeded' ? 'success' : 'danger'}
          label={entry.outcome === 'succeeded' ? 'Succeeded' : `Failed (${entry.status || 'no answer'})`}
        />
      </div>
      {entry.message && <p className="mt-1 break-words text-danger-fg">{entry.message}</p>}
      <DiffList entry={entry} />
      <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <DateTime value={entry.at} absolute />
        <span className="break-all">{where}</span>
        <code className="break-all">{entry.path ? `${entry.method} ${entry.path}` : entry.operation}</code>
        {entry.jobId && (
          <Link to={paths.jobs()} className="text-primary underline underline-offset-4">
            Part of a job
          </Link>
        )}
      </p>
    </li>
  );
}
