import { useQueryClient } from '@tanstack/react-query';
import { Award } from 'lucide-react';
import { useCallback, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { attributionCache } from '../../api/resources/attributions';
import { Checkbox } from '../../components/ui/checkbox';
import { paths } from '../../config/paths';
import { useAudienceAwardSource } from '../../features/audiences/audience-award-source';
import { badgeTitle } from '../../features/badges/badge-columns';
import { useBadgeHub } from '../../features/badges/use-badge-hub';
import {
  awardOutcome,
  badgeAwardListKind,
  type BadgeAwardLine,
} from '../../features/jobs/badge-award-list-kind';
import { JobCard } from '../../features/jobs/job-card';
import type { ItemResult } from '../../features/jobs/job-types';
import { useJob, useJobCommands, useJobs } from '../../features/jobs/use-jobs';
import type {
  LineOutcome,
  ReviewFigure,
  WalletListConfig,
  WalletListJob,
} from '../../features/wallet-list/types';
import { WalletListFlow, useListJobId } from '../../features/wallet-list/wallet-list-flow';
import { formatNumber, formatUtc } from '../../lib/format';
import { awardCheck, type AwardCheck } from './award-many-check';
import { AwardNotes } from './award-many-notes';
import { buildAwardPlan, type AwardPlan } from './award-many-plan';
import { NotLiveNote } from './not-live-note';

/**
 * Award the badge to many wallets through the wallet-list pipeline: a line holds a wallet and its
 * metadata; the check reads the badge's holders (and which wallets are members); the dry run
 * applies maxClaims; the job awards one wallet a request, one item per line of the file.
 */

const TEXTS: WalletListConfig<AwardCheck, AwardPlan, boolean>['texts'] = {
  source: {
    format:
      'One wallet per line, or a CSV with a “wallet” (or “address”) column; its other columns (e.g. “score”) are stored as each award’s metadata.',
    example:
      'wallet,score\n0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed,42\n0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359,17',
    fileLabel: 'Award from a file',
    notSentYet: 'Nothing is awarded before you start.',
  },
  noun: 'award',
  notSent: 'Lines not awarded',
  allSent: {
    title: 'Every line can be awarded',
    description:
      'No invalid address, duplicate, bad number or wallet already holding the badge in this list.',
  },
  reportFile: 'bulk-award-report.csv',
  another: 'Award another list',
  outcomes: [
    'awarded',
    'already awarded',
    'invalid',
    'duplicate',
    'over the claim limit',
    'failed',
    'cancelled',
    'pending',
  ],
};

function invalidDetail(plan: AwardPlan): string {
  const parts: [number, string][] = [
    [plan.counts['invalid-address'], 'invalid address'],
    [plan.counts['checksum-mismatch'], 'checksum'],
    [plan.counts['bad-number'], 'not a number'],
    [plan.counts.malformed, 'unreadable'],
    [plan.swallowed, 'taken by an open quote'],
  ];
  return (
    parts
      .filter(([n]) => n > 0)
      .map(([n, what]) => `${formatNumber(n)} ${what}`)
      .join(', ') || 'none'
  );
}

/** The gating tags' figure, for a badge that has some. */
function gatingFigures(plan: AwardPlan, gated: boolean): ReviewFigure[] {
  if (!gated) return [];
  const n = plan.withoutGatingTag;
  return [
    {
      label: 'Without a gating tag',
      value: n === undefined ? 'Not checked' : formatNumber(n),
      detail: 'awarded, but cannot claim it',
    },
  ];
}

function figures(plan: AwardPlan, gated: boolean): ReviewFigure[] {
  return [
    { label: 'Valid', value: formatNumber(plan.valid) },
    { label: 'Invalid', value: formatNumber(plan.invalid), detail: invalidDetail(plan) },
    { label: 'Duplicates', value: formatNumber(plan.counts.duplicate) },
    { label: 'Already awarded', value: formatNumber(plan.counts['already-awarded']) },
    { label: 'To award', value: formatNumber(plan.toAward) },
    {
      label: 'Not members yet',
      value: plan.notMembers === undefined ? 'Not checked' : formatNumber(plan.notMembers),
      detail: 'the service adds them as members',
    },
    ...gatingFigures(plan, gated),
    {
      label: 'Claims left',
      value: plan.remaining === undefined ? 'No limit' : formatNumber(plan.remaining),
      detail:
        plan.maxClaims === undefined
          ? 'The badge sets no claim limit.'
          : `${formatNumber(plan.current)} of ${formatNumber(plan.maxClaims)} claims used`,
    },
  ];
}

/** One line of the job: its outcome as the results CSV words it. */
function jobLine(item: BadgeAwardLine, result: unknown): LineOutcome {
  const r = result as ItemResult | null;
  return {
    line: item.line,
    wallet: item.wallet,
    outcome: r ? awardOutcome(item, r) : 'pending',
    message: !r ? (item.refused?.message ?? '') : r.status === 'skipped' ? r.reason : (r.message ?? ''),
  };
}

function AutoClaim({ value, onChange }: { value: boolean; onChange: (on: boolean) => void }) {
  return (
    <Checkbox
      label="Claim on each wallet’s behalf (autoClaim): on-chain badges are sent to the wallets at once"
      checked={value}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

function JobLinks({ communityId, badgeId }: { communityId: string; badgeId: string }) {
  return (
    <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
      <Link
        to={paths.attributions(communityId, badgeId)}
        className="text-primary underline-offset-4 hover:underline"
      >
        Attributions
      </Link>
      <Link to={paths.jobs()} className="text-primary underline-offset-4 hover:underline">
        All jobs
      </Link>
    </p>
  );
}

export function AwardMany() {
  const { communityId, badge } = useBadgeHub();
  const badgeId = badge.id;
  const commands = useJobCommands();
  const { loaded } = useJobs();
  const queryClient = useQueryClient();
  const gatingTags = badge.tags;
  const check = useMemo(
    () => awardCheck(communityId, badgeId, gatingTags ?? []),
    [communityId, badgeId, gatingTags],
  );

  const config = useMemo(
    (): WalletListConfig<AwardCheck, AwardPlan, boolean> => ({
      texts: TEXTS,
      listColumns: [],
      check,
      plan: (list) =>
        list.context
          ? buildAwardPlan({
              report: list.report,
              awarded: list.context.holders.wallets,
              current: list.context.holders.total,
              members: list.context.members?.members ?? null,
              ...((badge.tags ?? []).length > 0 ? { tagHolders: list.context.tagHolders } : {}),
              maxClaims: badge.maxClaims,
              claimEndDate: badge.claimEndDate,
              now: list.checkedAt,
            })
          : null,
      summary: (plan) =>
        `Checked: ${formatNumber(plan.toAward)} to award, ${formatNumber(plan.counts['already-awarded'])} already awarded, ${formatNumber(plan.invalid)} invalid, ${formatNumber(plan.counts['over-max-claims'])} over the claim limit.`,
      figures: (plan) => figures(plan, (badge.tags ?? []).length > 0),
      notes: (plan, list) => <AwardNotes plan={plan} list={list} tags={badge.tags ?? []} />,
      options: {
        initial: false,
        render: ({ value, onChange }) => <AutoClaim value={value} onChange={onChange} />,
      },
      blocked: (plan) =>
        plan.claimsEnded
          ? `Claims for this badge ended on ${formatUtc(plan.claimEndDate)}: the service refuses every award.`
          : badge.status !== 'live'
            ? 'This badge is not live: the service refuses awards until it is published.'
            : null,
      action: {
        label: (n) => (n === 1 ? 'Award 1 wallet' : `Award ${formatNumber(n)} wallets`),
        icon: Award,
        nothing: 'No wallet in this list can be awarded.',
      },
      start: (plan, autoClaim) =>
        commands.start(badgeAwardListKind, {
          title: `Award ${badgeTitle(badge)} to ${formatNumber(plan.toAward)} ${plan.toAward === 1 ? 'wallet' : 'wallets'}`,
          params: { communityId, badgeId, ...(autoClaim ? { autoClaim } : {}) },
          items: plan.lines,
        }),
    }),
    [check, badge, commands, communityId, badgeId],
  );

  const audience = useAudienceAwardSource(communityId);
  const jobId = useListJobId();
  const current = useJob<BadgeAwardLine>(jobId);
  const onFinished = useCallback(
    () => attributionCache.awarded(queryClient, communityId, badgeId),
    [queryClient, communityId, badgeId],
  );
  const job: WalletListJob<BadgeAwardLine> = {
    loaded,
    job: current,
    card: (onRemoved) =>
      current && (
        <JobCard
          job={current}
          headingLevel="h3"
          extra={<JobLinks communityId={communityId} badgeId={badgeId} />}
          onRemoved={onRemoved}
        />
      ),
    line: jobLine,
    onFinished,
  };

  return (
    <section aria-labelledby="award-many-heading" className="flex min-w-0 flex-col gap-5">
      <WalletListFlow
        config={config}
        job={job}
        source={audience.text}
        header={(another: ReactNode) => (
          <>
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div>
                <h2 id="award-many-heading" className="text-lg font-semibold">
                  Award to many wallets
                </h2>
                <p className="text-sm text-muted-foreground">
                  From a CSV file or a pasted list. Every line is checked, and the badge’s holders and
                  maxClaims taken into account, before anything is sent.
                </p>
              </div>
              {another}
            </div>
            <NotLiveNote communityId={communityId} badge={badge} />
            {audience.note}
          </>
        )}
      />
    </section>
  );
}
