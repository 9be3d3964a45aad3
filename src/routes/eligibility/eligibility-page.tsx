import { useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { useUrlState } from '../../hooks/use-url-state';
import { urlParam } from '../../lib/url-params';
import { urlSchema } from '../../lib/url-state';
import { EligibilityForm } from './eligibility-form';
import { EligibilityResult } from './eligibility-result';

/**
 * The eligibility doctor: why a wallet can or cannot earn or claim a badge, check by check, with
 * the fix of each failing one an admin can make. The wallet and badge are in the URL (`?wallet=`,
 * `?badge=`), so a member's page, a badge's page and the command palette link straight to an answer.
 */
const eligibilitySearch = urlSchema({ wallet: urlParam.rawText(), badge: urlParam.rawText() });

export function EligibilityPage() {
  const { communityId = '' } = useParams();
  const [search, setSearch] = useUrlState(eligibilitySearch);
  const subject = search.wallet ?? '';
  const badgeId = search.badge ?? '';

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader
        title="Eligibility"
        description="Why a wallet can or cannot earn or claim a badge, and what fixes it."
      />
      <EligibilityForm
        // A new URL (back, a link) starts the form from it.
        key={`${subject}|${badgeId}`}
        communityId={communityId}
        subject={subject}
        badgeId={badgeId}
        onCheck={(wallet, badge) => setSearch({ wallet, badge }, { exclusive: true })}
      />
      {subject && badgeId ? (
        <EligibilityResult communityId={communityId} subject={subject} badgeId={badgeId} />
      ) : (
        <p className="text-sm text-muted-foreground">
          Enter a wallet, an ENS name or a member id and choose a badge to see whether the wallet can earn and
          claim it.
        </p>
      )}
    </div>
  );
}
