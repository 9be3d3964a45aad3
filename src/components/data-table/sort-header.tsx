import { cn } from '../../lib/cn';
import type { Column, TableSorting } from './types';

/** The arrow beside a sortable header: text, not an icon, to keep the first route's code small. */
const ARROWS = { asc: '↑', desc: '↓', none: '↕' } as const;

/**
 * A column's header cell. A sortable one holds a button (Enter and Space sort, as any button) and
 * carries `aria-sort` while the list is sorted by it, so a screen reader names the order with the
 * column; the arrow shows the same for sighted users.
 */
export function ColumnHeader<T>({ column, sorting }: { column: Column<T>; sorting?: TableSorting }) {
  const key = column.sortKey;
  const direction = key !== undefined && sorting?.sort?.key === key ? sorting.sort.direction : undefined;
  return (
    <th
      scope="col"
      aria-sort={direction && (direction === 'asc' ? 'ascending' : 'descending')}
      className={cn('px-4 py-2.5 font-medium whitespace-nowrap', column.className)}
    >
      {key === undefined || !sorting ? (
        column.header
      ) : (
        <button
          type="button"
          onClick={() => sorting.onSort(key)}
          className="-mx-1 inline-flex gap-1 rounded px-1 hover:text-foreground"
        >
          {column.header}
          <span aria-hidden className={cn(!direction && 'opacity-50')}>
            {ARROWS[direction ?? 'none']}
          </span>
        </button>
      )}
    </th>
  );
}
