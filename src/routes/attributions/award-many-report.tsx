import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { DataTable } from '../../components/data-table/data-table';
import type { Column } from '../../components/data-table/types';
import { EmptyState } from '../../components/feedback/empty-state';
import { Button } from '../../components/ui/button';
import { formatNumber } from '../../lib/format';
import {
  AWARD_PROBLEM_LABELS,
  type AwardPlan,
  type AwardProblem,
  type AwardProblemReason,
} from './award-many-plan';

const REASONS = Object.keys(AWARD_PROBLEM_LABELS) as AwardProblemReason[];

const columns: Column<AwardProblem>[] = [
  { id: 'line', header: 'Line', cell: (p) => formatNumber(p.line), className: 'w-20' },
  {
    id: 'wallet',
    header: 'Wallet',
    cell: (p) => (
      <span className="font-mono text-xs break-all lg:break-normal lg:whitespace-nowrap">
        {p.wallet || '(empty)'}
      </span>
    ),
  },
  {
    id: 'reason',
    header: 'Problem',
    cell: (p) => AWARD_PROBLEM_LABELS[p.reason],
    className: 'whitespace-nowrap',
  },
  { id: 'message', header: 'Details', cell: (p) => p.message, className: 'hidden md:table-cell' },
];

const PER_PAGE = 25;

/** Every line that will not be awarded, by line number, filtered by problem and paged. */
export function AwardManyReport({ plan }: { plan: AwardPlan }) {
  const [reason, setReason] = useState<AwardProblemReason | null>(null);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(PER_PAGE);
  const shown = reason ? plan.problems.filter((p) => p.reason === reason) : plan.problems;
  const rows = shown.slice((page - 1) * perPage, page * perPage);
  const choose = (next: AwardProblemReason | null) => {
    setReason(next);
    setPage(1);
  };

  return (
    <section aria-labelledby="award-report-title" className="flex flex-col gap-3">
      <h2 id="award-report-title" className="text-base font-semibold">
        Lines not awarded ({formatNumber(plan.problems.length)})
      </h2>
      {plan.problems.length > 0 && (
        <div role="group" aria-label="Show lines by problem" className="flex flex-wrap gap-2">
          <Button
            variant={reason === null ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={reason === null}
            onClick={() => choose(null)}
          >
            All {formatNumber(plan.problems.length)}
          </Button>
          {REASONS.filter((r) => plan.counts[r] > 0).map((r) => (
            <Button
              key={r}
              variant={reason === r ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={reason === r}
              onClick={() => choose(r)}
            >
              {AWARD_PROBLEM_LABELS[r]} {formatNumber(plan.counts[r])}
            </Button>
          ))}
        </div>
      )}
      <DataTable
        label="Lines not awarded"
        columns={columns}
        query={{
          data: { results: rows, total: shown.length },
          error: null,
          isPending: false,
          isPlaceholderData: false,
          refetch: () => undefined,
        }}
        getRowId={(p) => String(p.line)}
        empty={
          <EmptyState
            icon={CircleCheck}
            title="Every line can be awarded"
            description="No invalid address, duplicate, bad number or wallet already holding the badge in this list."
          />
        }
        paging={{
          page,
          perPage,
          setPage,
          setPerPage: (n) => {
            setPerPage(n);
            setPage(1);
          },
        }}
      />
    </section>
  );
}
