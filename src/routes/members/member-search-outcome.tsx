import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants, Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import type { NameSearchResult } from '../../features/members/find-member-by-name';
import type { TaskState } from '../../hooks/use-cancellable-task';

export type Outcome =
  | { kind: 'not-a-member'; wallet: string }
  | { kind: 'no-such-id'; id: string }
  | { kind: 'no-such-name'; name: string; pages: number }
  | { kind: 'failed'; message: string };

const box = 'rounded-lg border border-border bg-muted/40 px-3 py-2';

interface SearchOutcomeProps {
  communityId: string;
  outcome: Outcome | undefined;
  /** The read of the member list for a name. */
  scan: TaskState<NameSearchResult>;
  onCancel: () => void;
}

const pagesText = (n: number) => `${String(n)} member ${n === 1 ? 'page' : 'pages'}`;

/** What the member search found or did not, announced as it changes. */
export function SearchOutcome({ communityId, outcome, scan, onCancel }: SearchOutcomeProps) {
  return (
    <div role="status" className="text-sm empty:hidden">
      {scan.status === 'running' && (
        <div className={`flex flex-wrap items-center gap-3 ${box}`}>
          <p className="min-w-0 flex-1">
            The service cannot look up a name: reading the member list…{' '}
            {scan.progress.total !== undefined && (
              <span className="tabular-nums">
                page {scan.progress.done} of {scan.progress.total}
              </span>
            )}
          </p>
          <Button variant="secondary" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      )}
      {scan.status === 'cancelled' && (
        <p className={box}>Search cancelled after {pagesText(scan.progress.done)}.</p>
      )}
      {scan.status === 'failed' && (
        <p className="rounded-lg border border-danger-fg/30 bg-danger-bg px-3 py-2 text-danger-fg">
          The search failed: {scan.error instanceof Error ? scan.error.message : 'Unknown error'}
        </p>
      )}
      {outcome?.kind === 'no-such-name' && (
        <p className={box}>
          No member of this community has the name <span className="font-mono break-all">{outcome.name}</span>{' '}
          (all {pagesText(outcome.pages)} read).
        </p>
      )}
      {outcome?.kind === 'not-a-member' && (
        <div className={`flex flex-wrap items-center gap-3 ${box}`}>
          <p className="min-w-0 flex-1">
            <span className="font-mono break-all">{outcome.wallet}</span> is not a member of this community.
          </p>
          <Link
            to={`${paths.memberNew(communityId)}?wallet=${encodeURIComponent(outcome.wallet)}`}
            className={buttonVariants({ variant: 'primary', size: 'sm' })}
          >
            <UserPlus aria-hidden className="size-4" />
            Add as member
          </Link>
        </div>
      )}
      {outcome?.kind === 'no-such-id' && (
        <p className={box}>
          No member of this community has the ID <span className="font-mono break-all">{outcome.id}</span>.
        </p>
      )}
      {outcome?.kind === 'failed' && (
        <p className="rounded-lg border border-danger-fg/30 bg-danger-bg px-3 py-2 text-danger-fg">
          The search failed: {outcome.message}
        </p>
      )}
    </div>
  );
}
