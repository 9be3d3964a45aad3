import { Link } from 'react-router';
import { ErrorState } from '../../components/feedback/error-state';
import { TaskProgress } from '../../components/feedback/task-progress';
import { Skeleton } from '../../components/ui/skeleton';
import { StatusPill } from '../../components/ui/status-pill';
import { paths } from '../../config/paths';
import { badgeTitle } from '../../features/badges/badge-columns';
import { ChecklistView, verdictText } from '../../features/eligibility/checklist-view';
import { shortenAddress } from '../../lib/format';
import { AwardAction, fixesOf } from './eligibility-fixes';
import { useEligibility } from './use-eligibility';

const HEADING_ID = 'eligibility-result';
const LINK = 'text-foreground underline underline-offset-4 hover:text-primary';

interface EligibilityResultProps {
  communityId: string;
  subject: string;
  badgeId: string;
}

/** The answer for one wallet and badge: the verdicts, the award when it is possible, the checks. */
export function EligibilityResult({ communityId, subject, badgeId }: EligibilityResultProps) {
  const doctor = useEligibility(communityId, subject, badgeId);
  const { verdict } = doctor;
  const badge = doctor.badge.data;
  const facts = doctor.facts.data;

  if (doctor.error)
    return <ErrorState title="The checks could not be read" error={doctor.error} onRetry={doctor.retry} />;
  if (!verdict || !badge || !facts)
    return (
      <div aria-busy className="flex flex-col gap-3">
        {doctor.progress ? (
          <TaskProgress
            label={`Looking for ${subject} in the member list`}
            done={doctor.progress.done}
            total={doctor.progress.total}
            unit="pages"
          />
        ) : (
          <span className="sr-only">Reading the member, the badge and its awards</span>
        )}
        <Skeleton className="h-6 w-72" />
        <Skeleton className="h-40 w-full" />
      </div>
    );

  const onFixed = () => {
    // The fix's button is gone once its check passes: focus goes to the answer's heading.
    void doctor.refresh().then(() => document.getElementById(HEADING_ID)?.focus());
  };
  const words = verdictText(verdict);
  const who = facts.member?.ensName ?? (facts.wallet ? shortenAddress(facts.wallet) : subject);

  return (
    <section aria-labelledby={HEADING_ID} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={HEADING_ID} tabIndex={-1} className="text-lg font-semibold break-words">
          {who} and {badgeTitle(badge)}
        </h2>
        <p className="text-sm text-muted-foreground">
          {facts.member ? `Found by ${facts.foundBy}. Open ` : 'Not a member of this community. Open '}
          {facts.member && (
            <>
              <Link to={paths.member(communityId, facts.member.id)} className={LINK}>
                the member’s page
              </Link>
              {' or '}
            </>
          )}
          <Link to={paths.badge(communityId, badge.id)} className={LINK}>
            the badge’s page
          </Link>
          .
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <p role="status" className="flex flex-wrap items-center gap-2">
          <StatusPill tone={verdict.canBeAwarded ? 'success' : 'danger'} label={words.award} status="award" />
          <StatusPill
            tone={verdict.claim === 'yes' ? 'success' : verdict.claim === 'after-award' ? 'info' : 'danger'}
            label={words.claim}
            status="claim"
          />
        </p>
        {verdict.canBeAwarded && facts.wallet && (
          <AwardAction communityId={communityId} badge={badge} wallet={facts.wallet} onFixed={onFixed} />
        )}
      </div>
      <ChecklistView verdict={verdict} fixes={fixesOf(verdict, { communityId, badge, onFixed })} />
    </section>
  );
}
