import { CircleCheck, CircleMinus, CircleSlash, CircleX } from 'lucide-react';
import type { ProbeResult } from '../../api/connection-probe';
import { StaticTable, type StaticColumn } from '../../components/data-table/static-table';

const icons = {
  ok: { icon: CircleCheck, label: 'Answers', className: 'text-success-fg' },
  unauthorized: { icon: CircleX, label: 'Refused', className: 'text-danger-fg' },
  error: { icon: CircleX, label: 'Failed', className: 'text-danger-fg' },
  missing: { icon: CircleSlash, label: 'Not offered', className: 'text-warning-fg' },
  skipped: { icon: CircleMinus, label: 'Not tried', className: 'text-muted-foreground' },
} as const;

/** The operation, what it answered (an icon and a word, never the colour alone), and the detail. */
const COLUMNS: StaticColumn<ProbeResult>[] = [
  { id: 'operation', header: 'Operation', cell: (r) => r.operation, className: 'pr-3' },
  {
    id: 'result',
    header: 'Result',
    className: 'pr-3 whitespace-nowrap',
    cell: (r) => {
      const { icon: Icon, label, className } = icons[r.outcome];
      return (
        <span className={`inline-flex items-center gap-1.5 font-medium ${className}`}>
          <Icon aria-hidden className="size-4" />
          {label}
        </span>
      );
    },
  },
  { id: 'detail', header: 'Detail', cell: (r) => r.detail, className: 'text-muted-foreground' },
];

export function ProbeResults({ results }: { results: ProbeResult[] }) {
  return (
    <StaticTable
      caption="Connection test"
      captionClassName="mb-2 text-left font-medium"
      className="w-full text-sm"
      headClassName="sr-only"
      cellClassName="py-1.5"
      linesBetween
      columns={COLUMNS}
      rows={results}
      getRowId={(r) => r.operation}
    />
  );
}
