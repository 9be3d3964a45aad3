import { Award, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { formatDateTime, formatNumber, formatUtc } from '../../lib/format';
import type { AwardPlan } from './award-many-plan';

function Figure({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-2xl leading-8 font-semibold tabular-nums">{value}</dd>
      {detail && <dd className="text-xs text-muted-foreground">{detail}</dd>}
    </div>
  );
}

function invalidDetail(plan: AwardPlan): string {
  const parts: [number, string][] = [
    [plan.counts['invalid-address'], 'invalid address'],
    [plan.counts['checksum-mismatch'], 'checksum'],
    [plan.counts['bad-number'], 'not a number'],
    [plan.counts.malformed, 'unreadable'],
  ];
  return (
    parts
      .filter(([n]) => n > 0)
      .map(([n, what]) => `${formatNumber(n)} ${what}`)
      .join(', ') || 'none'
  );
}

function claimsDetail(plan: AwardPlan): string {
  if (plan.maxClaims === undefined) return 'The badge sets no maxClaims.';
  return `${formatNumber(plan.current)} of ${formatNumber(plan.maxClaims)} claims used`;
}

export interface AwardManyReviewProps {
  plan: AwardPlan;
  /** Why the start is refused (badge not live, attributions not read), or null. */
  blocked: string | null;
  onStart: (autoClaim: boolean) => void;
  starting: boolean;
}

/** The dry run: valid, invalid, already awarded, to award, the claims left, the end date; start. */
export function AwardManyReview({ plan, blocked, onStart, starting }: AwardManyReviewProps) {
  const [autoClaim, setAutoClaim] = useState(false);
  const over = plan.counts['over-max-claims'];
  const count = plan.toAward;
  const refusal = plan.claimsEnded
    ? `Claims for this badge ended on ${formatUtc(plan.claimEndDate)}: the service refuses every award.`
    : blocked;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Dry run</CardTitle>
        <CardDescription>What the award will do. Nothing has been sent yet.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          <Figure label="Valid" value={formatNumber(plan.valid)} />
          <Figure label="Invalid" value={formatNumber(plan.invalid)} detail={invalidDetail(plan)} />
          <Figure label="Duplicates" value={formatNumber(plan.counts.duplicate)} />
          <Figure label="Already awarded" value={formatNumber(plan.counts['already-awarded'])} />
          <Figure label="To award" value={formatNumber(count)} />
          <Figure
            label="Claims left"
            value={plan.remaining === undefined ? 'No limit' : formatNumber(plan.remaining)}
            detail={claimsDetail(plan)}
          />
        </dl>
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
        {over > 0 && (
          <div
            role="note"
            aria-label="Over maxClaims"
            className="rounded-md border border-warning-fg/30 bg-warning-bg p-3 text-sm text-warning-fg"
          >
            The list has {formatNumber(count + over)} wallets to award, but the badge’s maxClaims of{' '}
            {formatNumber(plan.maxClaims ?? 0)} leaves room for {formatNumber(plan.remaining ?? 0)}. Only the
            first {formatNumber(count)} in the file’s order are awarded; the other {formatNumber(over)} are
            reported as “over maxClaims” in the results.
          </div>
        )}
        {refusal && (
          <p role="alert" className="flex items-start gap-2 text-sm text-danger-fg">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {refusal}
          </p>
        )}
        <Checkbox
          label="Claim on each wallet’s behalf (autoClaim): on-chain badges are sent to the wallets at once"
          checked={autoClaim}
          onChange={(e) => setAutoClaim(e.target.checked)}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button
            onClick={() => onStart(autoClaim)}
            disabled={count === 0 || refusal !== null}
            pending={starting}
          >
            <Award aria-hidden />
            {count === 1 ? 'Award 1 wallet' : `Award ${formatNumber(count)} wallets`}
          </Button>
          {count === 0 && !refusal && (
            <p className="text-sm text-muted-foreground">No wallet in this list can be awarded.</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
