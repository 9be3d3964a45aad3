import { ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { Column, TableSorting } from './types';

/**
 * A column's header cell. A sortable one holds a button (Enter and Space sort, as any button) and
 * carries `aria-sort` while the list is sorted by it, so a screen reader names the order with the
 * column; the arrow shows the same for sighted users, and the button's label says what a press does.
 */
export function ColumnHeader<T>({ column, sorting }: { column: Column<T>; sorting?: TableSorting }) {
  const key = sorting ? column.sortKey : undefined;
  const direction = key !== undefined && sorting?.sort?.key === key ? sorting.sort.direction : undefined;
  return (
    <th
      scope="col"
      aria-sort={direction === undefined ? undefined : direction === 'asc' ? 'ascending' : 'descending'}
      className={cn(
        'px-4 py-2.5 font-medium whitespace-nowrap',
        key !== undefined && 'py-1.5',
        column.className,
      )}
    >
      {key === undefined || !sorting ? (
        column.header
      ) : (
        <button
          type="button"
          onClick={() => sorting.onSort(key)}
          className="-mx-2 inline-flex items-center gap-1 rounded-md px-2 py-1 hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          {column.header}
          {direction === undefined ? (
            <ArrowUpDown aria-hidden className="size-3.5 opacity-50" />
          ) : (
            <ArrowUp aria-hidden className={cn('size-3.5', direction === 'desc' && 'rotate-180')} />
          )}
        </button>
      )}
    </th>
  );
}
