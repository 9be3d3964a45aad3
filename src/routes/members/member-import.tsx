import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { communityQuery } from '../../api/resources/communities';
import { allTagsQuery } from '../../api/resources/tags';
import { InlineError } from '../../components/feedback/inline-error';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { JobCard } from '../../features/jobs/job-card';
import { resultLabel } from '../../features/jobs/job-results-csv';
import type { ItemResult } from '../../features/jobs/job-types';
import { memberBulkAddKind, type MemberImportItem } from '../../features/jobs/member-bulk-add-kind';
import { useJob, useJobCommands, useJobs } from '../../features/jobs/use-jobs';
import { findExistingMembers, type ExistingCheck } from '../../features/members/existing-members';
import type {
  LineOutcome,
  ReviewFigure,
  WalletListConfig,
  WalletListJob,
} from '../../features/wallet-list/types';
import { WalletListFlow, useListJobId } from '../../features/wallet-list/wallet-list-flow';
import { formatNumber } from '../../lib/format';
import { ImportNotes, TagsField } from './import-notes';
import { buildImportPlan, type ImportPlan } from './import-plan';

/**
 * Bulk import: a CSV file or pasted list, checked line by line in a worker, compared with the
 * community's members, reviewed (dry run, tags), then sent by the job runner in chunks, through the
 * wallet-list pipeline. This page only says what a line holds (a wallet and its tags), what is
 * checked (membership), which job runs (member bulk add) and its words.
 */

const TEXTS: WalletListConfig<ExistingCheck, ImportPlan, ReadonlySet<string>>['texts'] = {
  source: {
    format:
      'One wallet per line, or a CSV with a “wallet” (or “address”) column and, optionally, a “tags” column: tag names or ids separated by ; or |.',
    example:
      'wallet,tags\n0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed,vip;early\n0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359,',
    fileLabel: 'Import a file',
    notSentYet: 'Nothing is sent before you start the import.',
  },
  noun: 'import',
  notSent: 'Lines not imported',
  allSent: {
    title: 'Every line can be imported',
    description: 'No invalid address, checksum mismatch, duplicate or existing member in this list.',
  },
  reportFile: 'member-import-report.csv',
  another: 'Import another list',
  outcomes: ['added', 'skipped', 'failed', 'cancelled', 'pending'],
};

function refusedDetail(plan: ImportPlan): string {
  const parts: [number, string][] = [
    [plan.counts['invalid-address'], 'invalid'],
    [plan.counts['checksum-mismatch'], 'checksum'],
    [plan.counts.duplicate, 'duplicate'],
    [plan.counts.malformed, 'unreadable'],
    [plan.swallowed, 'taken by an open quote'],
  ];
  const said = parts.filter(([n]) => n > 0).map(([n, what]) => `${formatNumber(n)} ${what}`);
  return said.join(', ') || 'none';
}

function figures(plan: ImportPlan, list: { context: ExistingCheck | null }): ReviewFigure[] {
  return [
    { label: 'Will be added', value: formatNumber(plan.items.length) },
    {
      label: 'Skipped: already members',
      value: list.context ? formatNumber(plan.counts.existing) : 'Not checked',
    },
    { label: 'Refused', value: formatNumber(plan.refused), detail: refusedDetail(plan) },
  ];
}

/** One line of the job: its result in the kind's words ("added"). */
function jobLine(item: MemberImportItem, result: unknown): LineOutcome {
  const r = result as ItemResult | null;
  return {
    line: item.line ?? 0,
    wallet: item.wallet,
    outcome: resultLabel(memberBulkAddKind, r?.status),
    message: !r ? '' : r.status === 'skipped' ? r.reason : (r.message ?? ''),
  };
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

export function MemberImport() {
  const communityId = useParams().communityId ?? '';
  const community = useQuery(communityQuery(communityId));
  const tags = useQuery(allTagsQuery(communityId));
  const commands = useJobCommands();
  const { loaded } = useJobs();
  const name = community.data?.name ?? community.data?.shortName ?? 'the community';

  const config = useMemo(
    (): WalletListConfig<ExistingCheck, ImportPlan, ReadonlySet<string>> => ({
      texts: TEXTS,
      listColumns: ['tags'],
      check: {
        run: (wallets, { signal, onProgress }) =>
          findExistingMembers(communityId, wallets, {
            signal,
            onProgress: (p) =>
              onProgress({
                label: 'Checking which wallets are already members',
                done: p.done,
                total: p.total,
                unit: p.method === 'lookups' ? 'wallets' : 'members',
              }),
          }),
        failed: 'Could not check which wallets are already members',
        required: false,
        goOnWithout:
          'The import can go on: the service skips members that are already there, and the results say so.',
      },
      plan: (list) => {
        const hasTagColumn = list.report.columns.some((c) => c.name.toLowerCase() === 'tags');
        if (hasTagColumn && !tags.data) return null;
        return buildImportPlan(list.report, list.context?.members ?? null, tags.data ?? []);
      },
      summary: (plan) =>
        `Checked: ${formatNumber(plan.items.length)} to add, ${formatNumber(plan.counts.existing)} already members, ${formatNumber(plan.refused)} refused.`,
      figures,
      notes: (plan, list) => <ImportNotes plan={plan} list={list} communityId={communityId} />,
      options: {
        initial: new Set<string>(),
        render: (props) => <TagsField {...props} tags={{ data: tags.data, error: tags.error }} />,
      },
      blocked: () => null,
      action: {
        label: (n) => (n === 1 ? 'Add 1 member' : `Add ${formatNumber(n)} members`),
        icon: UserPlus,
        nothing: 'No wallet in this list can be added.',
      },
      start: (plan, chosen) =>
        commands.start(memberBulkAddKind, {
          title: `Import ${formatNumber(plan.toSend)} ${plan.toSend === 1 ? 'member' : 'members'} into ${name}`,
          params: { communityId, tags: [...chosen] },
          items: plan.items,
        }),
    }),
    [communityId, tags.data, tags.error, commands, name],
  );

  const jobId = useListJobId();
  const current = useJob<MemberImportItem>(jobId);
  const job: WalletListJob<MemberImportItem> = {
    loaded,
    job: current,
    card: (onRemoved) =>
      current && (
        <JobCard job={current} extra={<JobLinks communityId={communityId} />} onRemoved={onRemoved} />
      ),
    line: jobLine,
  };

  return (
    <div className="flex flex-col gap-6">
      <WalletListFlow
        config={config}
        job={job}
        header={(another: ReactNode) => (
          <PageHeader
            title="Import members"
            description="Add many wallets at once from a CSV file or a pasted list. Every line is checked before anything is sent."
            actions={another ?? undefined}
          />
        )}
        notice={
          tags.error ? (
            <InlineError>
              The community’s tags could not be read, so the file’s tags column cannot be matched:{' '}
              {tags.error.message}{' '}
              <Button variant="link" onClick={() => void tags.refetch()}>
                Try again
              </Button>
            </InlineError>
          ) : null
        }
      />
    </div>
  );
}
