import { Download, Printer, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/feedback/confirm-dialog';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { CopyButton } from '../../components/ui/copy-button';
import { DateTime } from '../../components/ui/date-time';
import { StatusPill } from '../../components/ui/status-pill';
import { paths } from '../../config/paths';
import { downloadCsv } from '../../lib/csv/to-csv';
import { formatNumber } from '../../lib/format';
import type { ClaimCode, CodeBatch } from './claim-code-store';
import { batchCsv, codeUseText } from './codes-csv';
import { useClaimCodes } from './use-claim-codes';

interface BatchesProps {
  communityId: string;
  badgeId: string;
}

/** The batches of codes kept in this browser, newest first, each printable and exportable. */
export function ClaimCodeBatches({ communityId, badgeId }: BatchesProps) {
  const { batches, forget } = useClaimCodes(communityId, badgeId);
  if (batches.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No codes generated from this browser for this badge yet.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {batches.map((batch) => (
        <BatchCard
          key={batch.id}
          batch={batch}
          communityId={communityId}
          badgeId={badgeId}
          onForget={() => forget(batch.id)}
        />
      ))}
    </div>
  );
}

function BatchCard({
  batch,
  communityId,
  badgeId,
  onForget,
}: BatchesProps & { batch: CodeBatch; onForget: () => void }) {
  const [confirm, setConfirm] = useState(false);
  const count = batch.codes.length;
  const title = `${formatNumber(count)} ${count === 1 ? 'code' : 'codes'}`;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <div>
          <CardTitle>{title}</CardTitle>
          <p className="text-sm text-muted-foreground">
            Generated <DateTime value={batch.createdAt} />
            {batch.requested > count &&
              ` · stopped at ${formatNumber(count)} of ${formatNumber(batch.requested)}`}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={paths.claimCodeSheet(communityId, badgeId, batch.id)}
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            aria-label={`Print sheet of ${title}`}
          >
            <Printer aria-hidden />
            Print sheet
          </Link>
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Export CSV of ${title}`}
            onClick={() =>
              downloadCsv(`claim-codes-${badgeId}-${batch.createdAt.slice(0, 10)}`, batchCsv(batch))
            }
            disabled={count === 0}
          >
            <Download aria-hidden />
            Export CSV
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Forget ${title}`} onClick={() => setConfirm(true)}>
            <Trash2 aria-hidden />
            Forget
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        <ul
          className="grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3"
          aria-label={`Codes generated ${batch.createdAt}`}
        >
          {batch.codes.map((code) => (
            <CodeLine key={code.code} code={code} communityId={communityId} badgeId={badgeId} />
          ))}
        </ul>
      </CardContent>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={`Forget these ${title}?`}
        description="They stay valid on the service: anyone holding one can still redeem it. This browser stops listing them, and they cannot be printed or exported again."
        confirmLabel="Forget codes"
        destructive
        onConfirm={() => {
          setConfirm(false);
          onForget();
        }}
      />
    </Card>
  );
}

function CodeLine({ code, communityId, badgeId }: BatchesProps & { code: ClaimCode }) {
  const { use } = code;
  return (
    <li className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 py-1 text-sm">
      <span className="font-mono font-medium">{code.code}</span>
      <CopyButton value={code.code} label={`code ${code.code}`} />
      {use?.outcome === 'redeemed' ? (
        use.attributionId ? (
          <Link
            to={paths.attribution(communityId, badgeId, use.attributionId)}
            className="rounded-full hover:underline"
          >
            <StatusPill status="claimed" label={codeUseText(code)} />
          </Link>
        ) : (
          <StatusPill status="claimed" label={codeUseText(code)} />
        )
      ) : use?.outcome === 'refused' ? (
        <>
          <StatusPill status="rejected" label={codeUseText(code)} />
          {use.message && <span className="w-full text-xs text-muted-foreground">{use.message}</span>}
        </>
      ) : (
        <Link
          to={paths.attributionNew(communityId, badgeId, code.code)}
          aria-label={`Redeem ${code.code}`}
          className="text-primary hover:underline"
        >
          Redeem…
        </Link>
      )}
    </li>
  );
}
