import { useQuery } from '@tanstack/react-query';
import { ListChecks } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/errors';
import { EmptyState } from '../../components/feedback/empty-state';
import { TaskProgress } from '../../components/feedback/task-progress';
import { Button, buttonVariants } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { communityQuery } from '../../features/communities/api';
import { JobCard } from '../../features/jobs/job-card';
import { memberBulkAddKind } from '../../features/jobs/member-bulk-add-kind';
import { useJob, useJobCommands, useJobs } from '../../features/jobs/use-jobs';
import { allTagsQuery } from '../../features/tags/api';
import type { CsvPhase } from '../../lib/csv/csv-protocol';
import { formatNumber } from '../../lib/format';
import { buildImportPlan, type ImportPlan } from './import-plan';
import { ImportReport } from './import-report';
import { ImportReview } from './import-review';
import { ImportSource } from './import-source';
import { useImportCheck, type ImportCheckState } from './use-import-check';

const PHASES: Record<CsvPhase, string> = {
  read: 'Reading the file',
  parse: 'Reading the lines',
  validate: 'Checking the addresses',
};

function CheckProgress({ state, onSkip }: { state: ImportCheckState; onSkip: () => void }) {
  if (state.status === 'reading') {
    return (
      <TaskProgress
        label={PHASES[state.phase]}
        done={Math.round(state.share * 100)}
        total={100}
        unit="percent"
      />
    );
  }
  if (state.status !== 'checking') return null;
  const p = state.progress;
  return (
    <TaskProgress
      label="Checking which wallets are already members"
      done={p?.done ?? 0}
      {...(p ? { total: p.total } : {})}
      unit={p?.method === 'lookups' ? 'wallets' : 'members'}
      onCancel={onSkip}
    />
  );
}

/** Said once the checks are done, for screen readers (the report appears below). */
function summary(plan: ImportPlan): string {
  return `Checked: ${formatNumber(plan.items.length)} to add, ${formatNumber(plan.counts.existing)} already members, ${formatNumber(plan.refused)} refused.`;
}

/**
 * Bulk import: a CSV file or pasted list, checked line by line in a worker, compared with the
 * community's members, reviewed (dry run, tags), then sent by the job runner in chunks. The job's
 * id goes in the URL, so a reload comes back to its progress (the job itself resumes anywhere).
 */
export function MemberImport() {
  const communityId = useParams().communityId ?? '';
  const [search, setSearch] = useSearchParams();
  const jobId = search.get('job') ?? undefined;
  const community = useQuery(communityQuery(communityId));
  const tags = useQuery(allTagsQuery(communityId));
  const check = useImportCheck(communityId);
  const commands = useJobCommands();
  const { loaded } = useJobs();
  const job = useJob(jobId);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const { state } = check;

  const report = state.status === 'ready' ? state : null;
  const hasTagColumn = report?.report.columns.some((c) => c.name.toLowerCase() === 'tags') ?? false;
  const plan = useMemo(
    () =>
      report && (tags.data || !hasTagColumn)
        ? buildImportPlan(report.report, report.existing?.members ?? null, tags.data ?? [])
        : null,
    [report, tags.data, hasTagColumn],
  );

  const start = async (tagIds: string[]) => {
    if (!plan) return;
    setStarting(true);
    setStartError(null);
    const name = community.data?.name ?? community.data?.shortName ?? 'the community';
    const count = plan.items.length;
    try {
      const id = await commands.start(memberBulkAddKind, {
        title: `Import ${formatNumber(count)} ${count === 1 ? 'member' : 'members'} into ${name}`,
        params: { communityId, tags: tagIds },
        items: plan.items,
      });
      setSearch({ job: id }, { replace: true });
    } catch (error) {
      setStartError(errorMessage(error));
    } finally {
      setStarting(false);
    }
  };

  const another = () => {
    check.reset();
    setSearch({});
  };

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Import members"
        description="Add many wallets at once from a CSV file or a pasted list. Every line is checked before anything is sent."
        actions={
          jobId ? (
            <Button variant="secondary" onClick={another}>
              Import another list
            </Button>
          ) : undefined
        }
      />
      {jobId ? (
        job ? (
          <JobCard job={job} extra={<JobLinks communityId={communityId} />} onRemoved={another} />
        ) : loaded ? (
          <EmptyState
            icon={ListChecks}
            title="This import is not in this browser’s jobs"
            description="It may have been removed, or started in another browser."
            action={
              <Link to={paths.jobs()} className={buttonVariants({ variant: 'secondary' })}>
                See the jobs
              </Link>
            }
          />
        ) : (
          <p className="text-sm text-muted-foreground">Loading the import…</p>
        )
      ) : (
        <>
          <ImportSource
            onSource={(source) => void check.check(source)}
            busy={state.status === 'reading' || state.status === 'checking'}
          />
          <CheckProgress state={state} onSkip={check.skipMemberCheck} />
          {state.status === 'failed' && (
            <p role="alert" className="text-sm text-danger-fg">
              The list could not be read: {state.message}
            </p>
          )}
        </>
      )}
      <p role="status" className="sr-only">
        {plan && !jobId ? summary(plan) : ''}
      </p>
      {report && !jobId && plan && (
        <ImportReview
          communityId={communityId}
          plan={plan}
          existing={report.existing}
          {...(report.existingError ? { existingError: report.existingError } : {})}
          onRecheck={check.recheck}
          tags={{ data: tags.data, error: tags.error }}
          onStart={(tagIds) => void start(tagIds)}
          starting={starting}
        />
      )}
      {report && !plan && tags.error && (
        <p role="alert" className="text-sm text-danger-fg">
          The community’s tags could not be read, so the file’s tags column cannot be matched:{' '}
          {tags.error.message}{' '}
          <Button variant="link" onClick={() => void tags.refetch()}>
            Try again
          </Button>
        </p>
      )}
      {startError && (
        <p role="alert" className="text-sm text-danger-fg">
          The import could not start: {startError}
        </p>
      )}
      {plan && <ImportReport plan={plan} />}
    </div>
  );
}

function JobLinks({ communityId }: { communityId: string }) {
  return (
    <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
      <Link to={paths.members(communityId)} className="text-primary underline-offset-4 hover:underline">
        Members
      </Link>
      <Link to={paths.jobs()} className="text-primary underline-offset-4 hover:underline">
        All jobs
      </Link>
    </p>
  );
}
