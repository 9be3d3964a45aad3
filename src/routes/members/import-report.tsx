import { CircleCheck, Download } from 'lucide-react';
import { useState } from 'react';
import { DataTable } from '../../components/data-table/data-table';
import type { Column } from '../../components/data-table/types';
import { EmptyState } from '../../components/feedback/empty-state';
import { Button } from '../../components/ui/button';
import { downloadCsv, toCsvParts } from '../../lib/csv/to-csv';
import {
  WALLET_PROBLEM_LABELS,
  type WalletProblem,
  type WalletProblemReason,
} from '../../lib/csv/wallet-problems';
import { formatNumber } from '../../lib/format';
import { EXISTING_MESSAGE, type ImportPlan } from './import-plan';

const REASONS: WalletProblemReason[] = [
  'invalid-address',
  'checksum-mismatch',
  'duplicate',
  'existing',
  'malformed',
];

/** "Already present" reads better as what it is here. */
function reasonLabel(reason: WalletProblemReason): string {
  return reason === 'existing' ? EXISTING_MESSAGE : WALLET_PROBLEM_LABELS[reason];
}

const columns: Column<WalletProblem>[] = [
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
  { id: 'reason', header: 'Problem', cell: (p) => reasonLabel(p.reason), className: 'whitespace-nowrap' },
  { id: 'message', header: 'Details', cell: (p) => p.message, className: 'hidden md:table-cell' },
];

const PER_PAGE = 25;

async function downloadProblems(problems: readonly WalletProblem[]) {
  const csv = await toCsvParts(problems, [
    { header: 'line', value: (p) => p.line },
    { header: 'wallet', value: (p) => p.wallet },
    { header: 'problem', value: (p) => reasonLabel(p.reason) },
    { header: 'details', value: (p) => p.message },
  ]);
  downloadCsv('member-import-report.csv', csv);
}

/** Every line that will not be sent, by line number, filtered by problem, paged and downloadable. */
export function ImportReport({ plan }: { plan: ImportPlan }) {
  const [reason, setReason] = useState<WalletProblemReason | null>(null);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(PER_PAGE);
  const shown = reason ? plan.problems.filter((p) => p.reason === reason) : plan.problems;
  const rows = shown.slice((page - 1) * perPage, page * perPage);
  const choose = (next: WalletProblemReason | null) => {
    setReason(next);
    setPage(1);
  };

  return (
    <section aria-labelledby="import-report-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="import-report-title" className="text-base font-semibold">
          Lines not imported ({formatNumber(plan.problems.length)})
        </h2>
        {plan.problems.length > 0 && (
          <Button variant="secondary" size="sm" onClick={() => void downloadProblems(plan.problems)}>
            <Download aria-hidden />
            Download this report ({formatNumber(plan.problems.length)}{' '}
            {plan.problems.length === 1 ? 'row' : 'rows'})
          </Button>
        )}
      </div>
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
              {reasonLabel(r)} {formatNumber(plan.counts[r])}
            </Button>
          ))}
        </div>
      )}
      <DataTable
        label="Lines not imported"
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
            title="Every line can be imported"
            description="No invalid address, checksum mismatch, duplicate or existing member in this list."
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
