import { CalendarCheck, TriangleAlert } from 'lucide-react';
import { DateTime } from '../../components/ui/date-time';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { gapInWords, type RewardBudget } from './budget';

const decimal = (n: number) => formatNumber(n, { maximumFractionDigits: 18 });

/**
 * A reward's budget in one line: the most it may spend, its amounts and its end, set against the
 * badge's claim window, with a warning when the reward ends while the badge can still be claimed.
 */
export function BudgetLine({ budget, className }: { budget: RewardBudget; className?: string }) {
  const { maxSpend, amounts, endDate, claimEnd, claimsClosed, endsBeforeClaimsBy } = budget;
  return (
    <div className={cn('flex flex-col gap-1 text-sm', className)}>
      <p className="flex flex-wrap gap-x-3 gap-y-0.5">
        <span>
          <span className="text-muted-foreground">Max spend </span>
          <span className="font-medium tabular-nums">{maxSpend === undefined ? '—' : decimal(maxSpend)}</span>
        </span>
        <span>
          <span className="text-muted-foreground">{amounts.length === 1 ? 'Amount ' : 'Amounts '}</span>
          <span className="font-medium tabular-nums">
            {amounts.length ? amounts.map(decimal).join(', ') : '—'}
          </span>
        </span>
        <span>
          <span className="text-muted-foreground">Ends </span>
          {endDate ? <DateTime value={endDate} absolute className="font-medium" /> : '—'}
        </span>
      </p>
      {endsBeforeClaimsBy !== undefined && claimEnd ? (
        <p className="flex items-start gap-1.5 text-warning-fg">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-medium">Ends before the badge’s claim window:</span>{' '}
            {gapInWords(endsBeforeClaimsBy)} before claims close on <DateTime value={claimEnd} absolute />.
          </span>
        </p>
      ) : claimEnd && claimsClosed ? (
        <p className="text-muted-foreground">
          The badge’s claims closed on <DateTime value={claimEnd} absolute />.
        </p>
      ) : endDate && claimEnd ? (
        <p className="flex items-start gap-1.5 text-muted-foreground">
          <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Lasts the badge’s whole claim window, which closes on <DateTime value={claimEnd} absolute />.
          </span>
        </p>
      ) : !claimEnd ? (
        <p className="text-muted-foreground">The badge has no claim end date to compare with.</p>
      ) : null}
    </div>
  );
}
