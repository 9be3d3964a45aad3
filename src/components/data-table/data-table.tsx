import type { KeyboardEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../feedback/error-state';
import { NoResults } from '../feedback/no-results';
import { TableSkeletonRows } from '../feedback/table-skeleton';
import { cn } from '../../lib/cn';
import type { ListState } from '../../hooks/use-list-state';
import { Pagination } from './pagination';
import type { Column } from './types';

type ListPaging = Pick<ListState<never, never>, 'page' | 'perPage' | 'setPage' | 'setPerPage'>;

interface DataTableProps<T> {
  /** Accessible name of the table, e.g. "Members". */
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  getRowId: (row: T) => string;
  /** Each row links here; the first cell renders the link so rows work with the keyboard. */
  getRowHref?: (row: T) => string;
  /** Label of the row link for screen readers, e.g. the member's name. */
  getRowLabel?: (row: T) => string;
  isPending: boolean;
  /** The rows shown are the previous page while the next one loads. */
  isStale?: boolean;
  /** Whatever the query failed with (an ApiError at run time); null when it did not fail. */
  error: unknown;
  onRetry: () => void;
  hasFilters?: boolean;
  onClearFilters?: () => void;
  /** Shown when the list is empty and no filter is set: what this is for and the first action. */
  empty: ReactNode;
  /** Server-side paging: the list state from the URL and the total the server reported. */
  paging?: { list: ListPaging; total: number | undefined };
}

/**
 * A server-paged table with the five list states: skeleton, error with retry, empty, no results
 * and data. While the next page loads, the previous one stays on screen, dimmed and marked busy.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, error, isPending } = props;

  if (error && !rows) return <ErrorState error={error} onRetry={props.onRetry} />;
  if (!isPending && rows?.length === 0) {
    return props.hasFilters && props.onClearFilters ? (
      <NoResults onClear={props.onClearFilters} />
    ) : (
      props.empty
    );
  }

  return (
    <div className="overflow-hidden rounded-lg border border-border bg-card">
      <div className="overflow-x-auto">
        <table
          className={cn(
            'w-full text-left text-sm tabular-nums',
            props.isStale && 'opacity-60 transition-opacity',
          )}
          aria-busy={isPending || props.isStale ? true : undefined}
        >
          <caption className="sr-only">{props.label}</caption>
          <thead className="border-b border-border bg-muted/50 text-xs font-medium text-muted-foreground">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={cn('px-4 py-2.5 font-medium whitespace-nowrap', column.className)}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          {rows === undefined ? (
            <TableSkeletonRows columns={columns.length} />
          ) : (
            <tbody className="divide-y divide-border">
              {rows.map((row) => (
                <DataRow key={props.getRowId(row)} row={row} {...props} />
              ))}
            </tbody>
          )}
        </table>
      </div>
      {props.paging && (
        <Pagination
          page={props.paging.list.page}
          perPage={props.paging.list.perPage}
          total={props.paging.total}
          onPageChange={props.paging.list.setPage}
          onPerPageChange={props.paging.list.setPerPage}
          busy={props.isStale}
        />
      )}
    </div>
  );
}

function DataRow<T>({ row, columns, getRowHref, getRowLabel }: DataTableProps<T> & { row: T }) {
  const href = getRowHref?.(row);
  return (
    <tr className={cn('group', href && 'relative hover:bg-muted/40 focus-within:bg-muted/40')}>
      {columns.map((column, index) => (
        <td key={column.id} className={cn('px-4 py-2.5 align-middle', column.className)}>
          {index === 0 && href ? (
            // The link's ::after covers the whole row, so a click anywhere on it opens the record
            // while keyboard and screen-reader users meet a single, ordinary link.
            <Link
              to={href}
              data-row-link
              onKeyDown={moveFocusBetweenRows}
              aria-label={getRowLabel?.(row)}
              className="rounded-sm outline-none after:absolute after:inset-0 after:content-[''] focus-visible:ring-2 focus-visible:ring-ring"
            >
              {column.cell(row)}
            </Link>
          ) : (
            <span className="relative z-10">{column.cell(row)}</span>
          )}
        </td>
      ))}
    </tr>
  );
}

/** Arrow keys move between the rows' links, as in a list of results. */
function moveFocusBetweenRows(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const body = event.currentTarget.closest('tbody');
  if (!body) return;
  const links = Array.from(body.querySelectorAll<HTMLAnchorElement>('a[data-row-link]'));
  const index = links.indexOf(event.currentTarget);
  if (index === -1) return;
  const next = links[event.key === 'ArrowDown' ? index + 1 : index - 1];
  if (next) {
    event.preventDefault();
    next.focus();
  }
}
