import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/errors';
import { toast } from '../../components/ui/toaster';
import { paths } from '../../config/paths';
import { useAwardBadge } from '../../features/attributions/api';
import { AwardForm } from '../../features/attributions/award-form';
import { missingTagWarning, readTagHolders } from '../../features/attributions/gating';
import { toAttributionCreate, type AwardFormValues } from '../../features/attributions/schemas';
import { useClaimCodes } from '../../features/attributions/use-claim-codes';
import { useBadgeHub } from '../../features/badges/use-badge-hub';
import { useUrlState } from '../../hooks/use-url-state';
import { urlParam } from '../../lib/url-params';
import { urlSchema } from '../../lib/url-state';
import { NotLiveNote } from './not-live-note';

/** A claim code handed over in the link (`?code=`) fills the redeem form. */
const awardSearch = urlSchema({ code: urlParam.rawText() });

/** Award the badge: to a wallet, or by redeeming a claim code. */
export function AttributionAward() {
  const { communityId, badge } = useBadgeHub();
  const badgeId = badge.id;
  const navigate = useNavigate();
  const [search] = useUrlState(awardSearch);
  const award = useAwardBadge(communityId, badgeId);
  const codes = useClaimCodes(communityId, badgeId);
  // The wallet the user was told lacks a gating tag: awarding it again sends it.
  const warned = useRef<string | undefined>(undefined);

  /** Refuses once, with the reason, an award to a wallet holding none of the badge's gating tags. */
  const checkGatingTags = async (wallet: string | undefined) => {
    const tags = badge.tags ?? [];
    if (!wallet || tags.length === 0 || warned.current === wallet.toLowerCase()) return;
    const holders = await readTagHolders(communityId, tags, new AbortController().signal);
    if (holders.has(wallet.toLowerCase())) return;
    warned.current = wallet.toLowerCase();
    throw new Error(missingTagWarning(wallet, tags));
  };

  const submit = async (values: AwardFormValues) => {
    const body = toAttributionCreate(values);
    if (!body.code) await checkGatingTags(body.wallet);
    try {
      const created = await award.mutateAsync({ path: { id: communityId, badgeId }, body });
      const at = new Date().toISOString();
      if (body.code) codes.noteUse(body.code, { outcome: 'redeemed', at, attributionId: created.id });
      toast.success(body.code ? `Code ${body.code} redeemed` : 'Badge awarded');
      void navigate(paths.attribution(communityId, badgeId, created.id));
    } catch (error) {
      // A code the service refuses (used, unknown) is noted beside it on the claim codes page.
      if (body.code && isApiError(error) && error.status === 400 && /\bcode\b/i.test(error.message)) {
        codes.noteUse(body.code, {
          outcome: 'refused',
          at: new Date().toISOString(),
          message: error.message,
        });
      }
      throw error;
    }
  };

  return (
    <section aria-labelledby="award-heading" className="flex flex-col gap-4">
      <h2 id="award-heading" className="text-lg font-semibold">
        Award this badge
      </h2>
      <NotLiveNote communityId={communityId} badge={badge} />
      <AwardForm code={search.code} cancelHref={paths.attributions(communityId, badgeId)} onSubmit={submit} />
    </section>
  );
}
