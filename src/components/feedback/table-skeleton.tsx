import { cn } from '../../lib/cn';
import { Skeleton } from '../ui/skeleton';

const WIDTHS = ['w-3/4', 'w-1/2', 'w-2/3', 'w-5/6', 'w-2/5'];

export type TableSkeletonProps = {
  columns: number;
  rows?: number;
  className?: string;
};

/** Placeholder rows for inside an existing <table> (hidden from assistive tech: mark the table aria-busy). */
export function TableSkeletonRows({ columns, rows = 8 }: Omit<TableSkeletonProps, 'className'>) {
  return (
    <tbody aria-hidden="true">
      {Array.from({ length: rows }, (_, r) => (
        <tr key={r} className="border-b border-border last:border-b-0">
          {Array.from({ length: columns }, (_, c) => (
            <td key={c} className="h-11 px-3 py-2">
              <Skeleton className={cn('h-4', WIDTHS[(r + c * 2) % WIDTHS.length])} />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}

/** A standalone loading table (header + rows) inside a card-like frame, announced as "Loading…". */
export function TableSkeleton({ columns, rows = 8, className }: TableSkeletonProps) {
  return (
    <div className={cn('overflow-hidden rounded-lg border border-border', className)}>
      <span role="status" className="sr-only">
        Loading…
      </span>
      <table aria-hidden="true" className="w-full border-collapse">
        <thead>
          <tr className="border-b border-border bg-muted/50">
            {Array.from({ length: columns }, (_, c) => (
              <th key={c} className="h-10 px-3 text-left">
                <Skeleton className="h-3 w-20 max-w-full" />
              </th>
            ))}
          </tr>
        </thead>
        <TableSkeletonRows columns={columns} rows={rows} />
      </table>
    </div>
  );
}
