import { ArrowLeft, Info } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { paths } from '../../config/paths';
import { ClaimCodeBatches } from '../../features/attributions/claim-code-batches';
import { ClaimCodeGenerator } from '../../features/attributions/claim-code-generator';
import { useBadgeHub } from '../../features/badges/use-badge-hub';
import { NotLiveNote } from './not-live-note';

/** Generate claim codes, keep them in this browser, print them as QR codes or export them. */
export function ClaimCodes() {
  const { communityId, badge } = useBadgeHub();
  return (
    <section aria-labelledby="codes-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="codes-heading" className="text-lg font-semibold">
          Claim codes
        </h2>
        <Link
          to={paths.attributions(communityId, badge.id)}
          className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          All attributions
        </Link>
      </div>
      <NotLiveNote communityId={communityId} badge={badge} />
      <Card>
        <CardHeader>
          <CardTitle>Generate a batch</CardTitle>
          <CardDescription>
            Each code earns this badge once. Hand them out on paper (a sheet of QR codes) or as a list.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ClaimCodeGenerator communityId={communityId} badgeId={badge.id} />
        </CardContent>
      </Card>
      <div className="flex items-start gap-2 rounded-lg border border-border px-4 py-3 text-sm text-muted-foreground">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        <p>
          The service keeps no list of the codes it generated, and an attribution does not say which code it
          came from. So this page lists the codes generated from this browser, and marks a code as redeemed or
          refused only when that happened here, through <em>Award badge</em>. A code redeemed anywhere else
          still offers <em>Redeem</em> here.
        </p>
      </div>
      <ClaimCodeBatches communityId={communityId} badgeId={badge.id} />
    </section>
  );
}
