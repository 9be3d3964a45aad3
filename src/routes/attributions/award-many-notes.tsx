import type { BadgeTag } from '../../api/types';
import { tagNames } from '../../features/attributions/gating';
import type { CheckedList } from '../../features/wallet-list/types';
import { formatDateTime, formatNumber, formatUtc } from '../../lib/format';
import type { AwardCheck } from './award-many-check';
import type { AwardPlan } from './award-many-plan';

/** The award's own parts of the dry run: dates, how holders were found, members the service adds, maxClaims. */

function MembersNote({ plan, list }: { plan: AwardPlan; list: CheckedList<AwardCheck> }) {
  const error = list.context?.membersError;
  if (plan.notMembers === undefined) {
    return (
      <p className="text-sm text-warning-fg">
        Could not check which wallets are members{error ? `: ${error}` : ''}. The service makes every wallet
        it awards a member of the community (pending, by “claim”) if it is not one yet.
      </p>
    );
  }
  if (plan.notMembers === 0) return null;
  const all = plan.notMembers === plan.toAward;
  return (
    <div
      role="note"
      aria-label="Not members yet"
      className="rounded-md border border-info-fg/30 bg-info-bg p-3 text-sm text-info-fg"
    >
      {all
        ? plan.notMembers === 1
          ? 'The wallet'
          : `All ${formatNumber(plan.notMembers)} wallets`
        : `${formatNumber(plan.notMembers)} of the ${formatNumber(plan.toAward)} wallets`}{' '}
      to award {plan.notMembers === 1 ? 'is' : 'are'} not {plan.notMembers === 1 ? 'a member' : 'members'} of
      this community: the service will add {plan.notMembers === 1 ? 'it' : 'them'} as{' '}
      {plan.notMembers === 1 ? 'a member' : 'members'} (pending, by “claim”) when it awards the badge, so the
      community’s member count grows by {formatNumber(plan.notMembers)}.
    </div>
  );
}

/** Wallets to award that hold none of the badge's gating tags: the eligibility check's rule. */
function GatingNote({ plan, list, tags }: NotesProps) {
  if (tags.length === 0) return null;
  const n = plan.withoutGatingTag;
  if (n === undefined) {
    const error = list.context?.tagHoldersError;
    return (
      <p className="text-sm text-warning-fg">
        Could not check which wallets hold the badge’s gating tags ({tagNames(tags)})
        {error ? `: ${error}` : ''}. A wallet holding none of them is awarded but cannot claim the badge.
      </p>
    );
  }
  if (n === 0) return null;
  return (
    <div
      role="note"
      aria-label="Without a gating tag"
      className="rounded-md border border-warning-fg/30 bg-warning-bg p-3 text-sm text-warning-fg"
    >
      {n === plan.toAward && n === 1
        ? 'The wallet'
        : `${formatNumber(n)} of the ${formatNumber(plan.toAward)} wallets`}{' '}
      to award {n === 1 ? 'holds' : 'hold'} none of the badge’s gating tags ({tagNames(tags)}): the service
      awards {n === 1 ? 'it' : 'them'}, but {n === 1 ? 'it' : 'they'} cannot claim the badge until given one
      of those tags.
    </div>
  );
}

interface NotesProps {
  plan: AwardPlan;
  list: CheckedList<AwardCheck>;
  /** The badge's gating tags. */
  tags: readonly BadgeTag[];
}

export function AwardNotes({ plan, list, tags }: NotesProps) {
  const over = plan.counts['over-max-claims'];
  const count = plan.toAward;
  return (
    <>
      <p className="text-sm text-muted-foreground">
        {plan.claimEndDate ? (
          <>
            Claims end {formatDateTime(plan.claimEndDate)} ({formatUtc(plan.claimEndDate)}).{' '}
          </>
        ) : null}
        Wallets that already hold the badge were found by reading all {formatNumber(plan.current)} of its
        attributions.
        {plan.numberColumns.length > 0 && (
          <> Read as numbers: {plan.numberColumns.map((c) => `“${c}”`).join(', ')}.</>
        )}
      </p>
      <MembersNote plan={plan} list={list} />
      <GatingNote plan={plan} list={list} tags={tags} />
      {over > 0 && (
        <div
          role="note"
          aria-label="Over the claim limit"
          className="rounded-md border border-warning-fg/30 bg-warning-bg p-3 text-sm text-warning-fg"
        >
          The list has {formatNumber(count + over)} wallets to award, but the badge’s claim limit of{' '}
          {formatNumber(plan.maxClaims ?? 0)} leaves room for {formatNumber(plan.remaining ?? 0)}. Only the
          first {formatNumber(count)} in the file’s order are awarded; the other {formatNumber(over)} are
          reported as “over the claim limit” in the results.
        </div>
      )}
    </>
  );
}
