import { ArrowLeft, Printer, QrCode as QrIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { Badge } from '../../api/types';
import { EmptyState } from '../../components/feedback/empty-state';
import { QueryState } from '../../components/feedback/query-state';
import { Button, buttonVariants } from '../../components/ui/button';
import { DateTime } from '../../components/ui/date-time';
import { paths } from '../../config/paths';
import { QrCode } from '../../features/attributions/qr-code';
import { useClaimCodes } from '../../features/attributions/use-claim-codes';
import { useBadgeWithPlaceholder } from '../../features/badges/api';
import { badgeTitle } from '../../features/badges/badge-columns';
import { useUrlState } from '../../hooks/use-url-state';
import { formatNumber } from '../../lib/format';
import { urlParam } from '../../lib/url-params';
import { urlSchema } from '../../lib/url-state';

/** The batch of codes to print (`?batch=`). */
const sheetSearch = urlSchema({ batch: urlParam.rawText() });

// On paper only the sheet shows: the app around it (sidebar, bars, buttons) is hidden, in black on white.
const PRINT_CSS = `@media print {
  @page { margin: 12mm; }
  html, body { background: #fff !important; }
  body * { visibility: hidden; }
  [data-print-sheet], [data-print-sheet] * { visibility: visible; color: #000 !important; }
  [data-print-sheet] { position: absolute; top: 0; left: 0; width: 100%; }
}`;

/** A printable sheet of one batch's claim codes: a QR code for each, the code written under it. */
export function ClaimCodeSheet() {
  const { communityId = '', badgeId = '' } = useParams();
  const query = useBadgeWithPlaceholder(communityId, badgeId);
  return (
    <QueryState query={query}>{(badge) => <Sheet communityId={communityId} badge={badge} />}</QueryState>
  );
}

function Sheet({ communityId, badge }: { communityId: string; badge: Badge }) {
  const [search] = useUrlState(sheetSearch);
  const { batches } = useClaimCodes(communityId, badge.id);
  const batch = batches.find((b) => b.id === search.batch);
  const title = badgeTitle(badge);
  const back = (
    <Link to={paths.claimCodes(communityId, badge.id)} className={buttonVariants({ variant: 'ghost' })}>
      <ArrowLeft aria-hidden />
      Claim codes
    </Link>
  );

  if (!batch) {
    return (
      <EmptyState
        icon={QrIcon}
        title="This batch is not kept in this browser"
        description="Codes are kept in the browser that generated them. Open the claim codes page there, or generate a new batch."
        action={back}
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-start justify-between gap-3 print:hidden">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold [overflow-wrap:anywhere]">Claim code sheet: {title}</h1>
          <p className="text-sm text-muted-foreground">
            {formatNumber(batch.codes.length)} codes generated <DateTime value={batch.createdAt} />. Each QR
            code scans to the code written under it.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {back}
          <Button onClick={() => window.print()}>
            <Printer aria-hidden />
            Print
          </Button>
        </div>
      </div>
      <ul
        data-print-sheet
        aria-label="Claim codes"
        className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-4 print:grid-cols-3 print:gap-3"
      >
        {batch.codes.map(({ code }) => (
          <li
            key={code}
            className="flex break-inside-avoid flex-col items-center gap-2 rounded-lg border border-border bg-white p-3 text-center text-black print:border-black"
          >
            <span className="text-xs [overflow-wrap:anywhere]">{title}</span>
            <QrCode value={code} size={144} />
            <span className="font-mono text-lg font-semibold tracking-wider">{code}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
