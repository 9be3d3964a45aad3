import { cn } from '../../lib/cn';
import { Skeleton } from '../ui/skeleton';
import { TableSkeleton } from './table-skeleton';

export type PageSkeletonProps = {
  /** Columns of the table placeholder. */
  columns?: number;
  rows?: number;
  className?: string;
};

/** Loading state for a list page: a page header shape over a table shape. */
export function PageSkeleton({ columns = 4, rows = 8, className }: PageSkeletonProps) {
  return (
    <div className={cn('flex flex-col', className)}>
      <div aria-hidden="true" className="mb-6 flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="flex min-w-0 flex-[1_1_16rem] flex-col gap-2">
          <Skeleton className="h-8 w-48 max-w-full" />
          <Skeleton className="h-4 w-80 max-w-full" />
        </div>
        <Skeleton className="h-9 w-28" />
      </div>
      <TableSkeleton columns={columns} rows={rows} />
    </div>
  );
}
