import { ListChecks } from 'lucide-react';
import { useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/errors';
import { EmptyState } from '../../components/feedback/empty-state';
import { InlineError } from '../../components/feedback/inline-error';
import { TaskProgress } from '../../components/feedback/task-progress';
import { Button, buttonVariants } from '../../components/ui/button';
import { WalletListSource } from '../../components/ui/wallet-list-source';
import { paths } from '../../config/paths';
import { useJobParam } from '../../hooks/use-job-param';
import type { CsvPhase } from '../../lib/csv/csv-protocol';
import { DryRunCard } from './dry-run-card';
import { LineTable } from './line-table';
import type { DryRun, LineOutcome, WalletListConfig, WalletListJob } from './types';
import { useWalletListCheck, type WalletListState } from './use-wallet-list-check';

const PHASES: Record<CsvPhase, string> = {
  read: 'Reading the file',
  parse: 'Reading the lines',
  validate: 'Checking the addresses',
};

function Progress<C>({ state, onSkip }: { state: WalletListState<C>; onSkip: (() => void) | undefined }) {
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
      label={p?.label ?? 'Asking the service about the wallets'}
      done={p?.done ?? 0}
      {...(p?.total === undefined ? {} : { total: p.total })}
      unit={p?.unit ?? 'wallets'}
      {...(onSkip ? { onCancel: onSkip } : {})}
    />
  );
}

export interface WalletListFlowProps<Context, Plan extends DryRun, Choice, Item> {
  config: WalletListConfig<Context, Plan, Choice>;
  /** The job of the URL's `job` parameter (`useListJobId`), as the page reads it from the jobs feature. */
  job: WalletListJob<Item>;
  /** The page's heading, with the "another list" button once a job is shown. */
  header: (another: ReactNode) => ReactNode;
  /** Shown under the source while no job is shown (what keeps the dry run waiting). */
  notice?: ReactNode;
  /** Starts the CSV worker; tests pass null to parse on the calling thread. */
  createWorker?: (() => Worker) | null;
  /** A list the page already holds (an audience's wallets): read as if pasted, once per list. */
  source?: string | undefined;
}

/** The job a list page shows: the URL's `job` parameter, so a reload comes back to it. */
export function useListJobId(): string | undefined {
  return useJobParam()[0];
}

function useFinished(status: string | undefined, onFinished: (() => void) | undefined) {
  const finished = status === 'done' || status === 'cancelled';
  useEffect(() => {
    if (finished) onFinished?.();
  }, [finished, onFinished]);
}

/**
 * A page that acts on a list of wallets, from the list to the per-line report. The job's id goes in
 * the URL, so a reload comes back to its progress (the job itself resumes anywhere).
 */
export function WalletListFlow<Context, Plan extends DryRun, Choice, Item>({
  config,
  job,
  header,
  notice,
  createWorker,
  source,
}: WalletListFlowProps<Context, Plan, Choice, Item>) {
  const { texts, check } = config;
  const [jobId, setJobId] = useJobParam();
  const list = useWalletListCheck(check, {
    listColumns: config.listColumns,
    ...(createWorker === undefined ? {} : { createWorker }),
  });
  const { state } = list;
  const { read } = list;
  // Read once per list: `read` changes with the page's config (the badge read again), and reading the
  // same list again would end the CSV worker of the first read while it starts, for nothing. Each
  // mount reads it: a remount (React's trial one in development) has had its read cancelled.
  const readSource = useEffectEvent((text: string) => void read(text));
  useEffect(() => {
    if (source !== undefined && !jobId) readSource(source);
  }, [source, jobId]);
  // A second click before the first start resolves must not start a second job.
  const startingRef = useRef(false);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [choice, setChoice] = useState<Choice>(config.options.initial);

  const another = () => {
    list.reset();
    setChoice(config.options.initial);
    setJobId(undefined, { exclusive: true });
  };
  useFinished(job.job?.status, job.onFinished);

  const ready = state.status === 'ready' ? state : null;
  const [built, setBuilt] = useState<{ list: typeof ready; plan: Plan } | null>(null);
  useEffect(() => {
    const pending = ready ? config.plan(ready) : null;
    if (!pending) return;
    let current = true;
    void pending.then((next) => {
      if (current) setBuilt({ list: ready, plan: next });
    });
    return () => {
      current = false;
    };
  }, [ready, config]);
  // The plan of this list; while the page's data changes, the last one stays until the next is built.
  const plan = built && built.list === ready ? built.plan : null;
  // A new dry run can be started once (the guard above holds until then).
  useEffect(() => {
    startingRef.current = false;
  }, [plan]);
  // The job's results are a new array after each chunk: the lines are drawn again then only.
  const items = job.job?.items;
  const results = job.job?.results;
  const { line } = job;
  const jobLines = useMemo(
    () => items?.map((item, i): LineOutcome => line(item, results?.[i] ?? null)) ?? [],
    [items, results, line],
  );

  const start = async () => {
    if (!plan || startingRef.current) return;
    startingRef.current = true;
    setStarting(true);
    setStartError(null);
    try {
      const id = await config.start(plan, choice);
      setJobId(id, { replace: true, exclusive: true });
    } catch (error) {
      startingRef.current = false;
      setStartError(errorMessage(error));
    } finally {
      setStarting(false);
    }
  };

  const showReview = plan && ready && !jobId && (ready.context !== null || !check.required);

  return (
    <>
      {header(
        jobId ? (
          <Button variant="secondary" onClick={another}>
            {texts.another}
          </Button>
        ) : null,
      )}
      {jobId ? (
        job.job ? (
          job.card(another)
        ) : job.loaded ? (
          <EmptyState
            icon={ListChecks}
            title={`This ${texts.noun} is not in this browser’s jobs`}
            description="It may have been removed, or started in another browser."
            action={
              <Link to={paths.jobs()} className={buttonVariants({ variant: 'secondary' })}>
                See the jobs
              </Link>
            }
          />
        ) : (
          <p className="text-sm text-muted-foreground">Loading the {texts.noun}…</p>
        )
      ) : (
        <>
          <WalletListSource
            {...texts.source}
            onSource={(source) => void list.read(source)}
            busy={state.status === 'reading' || state.status === 'checking'}
          />
          <Progress state={state} onSkip={check.goOnWithout ? list.skip : undefined} />
          {state.status === 'failed' && (
            <InlineError>The list could not be read: {state.message}</InlineError>
          )}
          {ready?.error && (
            <InlineError
              tone={check.required ? 'danger' : 'warning'}
              action={
                <Button variant="secondary" size="sm" onClick={list.recheck}>
                  Check again
                </Button>
              }
            >
              {check.failed}: {ready.error}
              {check.goOnWithout ? ` ${check.goOnWithout}` : ''}
            </InlineError>
          )}
          {ready && !plan && notice}
        </>
      )}
      <p role="status" className="sr-only">
        {showReview ? config.summary(plan) : ''}
      </p>
      {showReview && (
        <DryRunCard
          noun={texts.noun}
          figures={config.figures(plan, ready)}
          action={config.action}
          count={plan.toSend}
          refusal={config.blocked(plan, ready)}
          starting={starting}
          onStart={() => void start()}
        >
          {config.notes(plan, ready)}
          {config.options.render({ plan, value: choice, onChange: setChoice })}
        </DryRunCard>
      )}
      {startError && (
        <InlineError>
          The {texts.noun} could not start: {startError}
        </InlineError>
      )}
      {plan && !jobId && (
        <LineTable
          title={texts.notSent}
          lines={plan.notSent}
          outcomes={[]}
          outcomeHeader="Problem"
          empty={texts.allSent}
          fileName={texts.reportFile}
        />
      )}
      {jobId && job.job && (
        <LineTable
          title="Results by line"
          lines={jobLines}
          outcomes={texts.outcomes}
          outcomeHeader="Outcome"
          empty={{ title: 'No line in this job', description: 'The job was started with an empty list.' }}
        />
      )}
    </>
  );
}
