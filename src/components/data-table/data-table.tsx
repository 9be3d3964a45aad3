import { SearchX } from 'lucide-react';
import { memo, useDeferredValue, useMemo, type KeyboardEvent, type ReactNode } from 'react';
import type { ApiError } from '../../api/errors';
import { describeTrimmedPage, trimmedPageOf } from '../../api/oversized-page';
import { invalidRecordsOf } from '../../api/record-validation';
import type { ListState } from '../../hooks/use-list-state';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { EmptyState } from '../feedback/empty-state';
import { ErrorState } from '../feedback/error-state';
import { NoResults } from '../feedback/no-results';
import { TableSkeletonRows } from '../feedback/table-skeleton';
import { Button } from '../ui/button';
import { InvalidRecordRow, linesOf } from './invalid-record-row';
import { Pagination } from './pagination';
import { RowLink } from './row-link';
import { SelectPageCell, SelectRowCell } from './selection-cells';
import { ColumnHeader } from './sort-header';
import type { Column, RowSelection, TableSorting } from './types';
import { useRowsInSlices } from './use-rows-in-slices';

type ListPaging = Pick<ListState, 'page' | 'perPage' | 'setPage' | 'setPerPage'>;

/** A paged list (the page envelope) or a plain array, as the service answers. */
type ListData<T> = { results: T[]; total?: number } | T[];

/** What the table needs of a list query: a `useQuery` result fits as it is. */
export interface ListQuery<T> {
  data: ListData<T> | undefined;
  error: ApiError | null;
  isPending: boolean;
  /** The rows shown are the previous page while the next one loads. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

interface DataTableProps<T> {
  /** Accessible name of the table, e.g. "Members". */
  label: string;
  columns: Column<T>[];
  query: ListQuery<T>;
  getRowId: (row: T) => string;
  /** Each row links here; the first cell renders the link so rows work with the keyboard. */
  getRowHref?: (row: T) => string;
  /** What names a row's record, e.g. the member's name: its link's name holds it and the words the link shows. */
  getRowLabel?: (row: T) => string;
  hasFilters?: boolean;
  onClearFilters?: () => void;
  /** Shown when the list is empty and no filter is set: what this is for and the first action. */
  empty: ReactNode;
  /** Server-side paging: the list state from the URL (the total comes from the query). */
  paging?: ListPaging;
  /** Adds a checkbox column; the rows' labels name the checkboxes. */
  selection?: RowSelection<T>;
  /** Makes the columns with a `sortKey` sortable from their header. */
  sorting?: TableSorting;
  /** Shown above the rows: what a sort needs, its progress (`SortNotice`). */
  notice?: ReactNode;
}

const rowsOf = <T,>(data: ListData<T> | undefined): T[] | undefined =>
  Array.isArray(data) ? data : data?.results;

/** The same rows, one by one: a page sliced again from a list in memory is a new array. */
function sameRows<T>(a: readonly T[] | undefined, b: readonly T[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((row, i) => row === b[i]);
}

/**
 * A server-paged table with the five list states: skeleton, error with retry, empty, no results
 * and data. While the next page loads, the previous one stays on screen, dimmed and marked busy.
 * A page past the last one (an old link, a shrunk list) says so and offers the last page.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, query, paging } = props;
  // A page's answer reaches the table as a store update, which React renders synchronously in the
  // task that delivered it (with the page around it: 50 ms on a page change of the members list).
  // Deferred, the new rows are drawn in a transition, which React cuts into short tasks; until
  // then the previous page stays on screen, marked busy.
  const data = useDeferredValue(query.data);
  const rows = rowsOf(data);
  // Records that break the contract are shown as a line each, at their place (record-validation.ts).
  const invalid = invalidRecordsOf(data);
  const lines = useMemo(() => rows && linesOf(rows, invalid), [rows, invalid]);
  const total = Array.isArray(data) ? data.length : data?.total;
  const stale = query.isPlaceholderData || !sameRows(rows, rowsOf(query.data));
  const first = rows?.[0];
  const drawn = useRowsInSlices(lines?.length ?? 0, first === undefined ? undefined : props.getRowId(first));

  if (query.error && !rows) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.isPending && rows?.length === 0 && invalid.length === 0) {
    if (paging && total !== undefined && total > 0 && paging.page > 1) {
      return (
        <PastTheEnd page={paging.page} lastPage={Math.ceil(total / paging.perPage)} onGo={paging.setPage} />
      );
    }
    return props.hasFilters && props.onClearFilters ? (
      <NoResults onClear={props.onClearFilters} />
    ) : (
      props.empty
    );
  }

  const trimmed = trimmedPageOf(data);
  return (
    <div className="overflow-hidden rounded-lg border border-border bg-card">
      {props.notice}
      {trimmed && (
        <p role="status" className="border-b border-border bg-info-bg px-4 py-2 text-sm text-info-fg">
          {describeTrimmedPage(trimmed)}
        </p>
      )}
      <div className="overflow-x-auto">
        <table
          className={cn('w-full text-left text-sm tabular-nums', stale && 'opacity-60 transition-opacity')}
          aria-busy={query.isPending || stale ? true : undefined}
        >
          <caption className="sr-only">{props.label}</caption>
          <thead className="border-b border-border bg-muted/50 text-xs font-medium text-muted-foreground">
            <tr>
              {props.selection && <SelectPageCell rows={rows ?? []} selection={props.selection} />}
              {columns.map((column) => (
                <ColumnHeader key={column.id} column={column} sorting={props.sorting} />
              ))}
            </tr>
          </thead>
          {lines === undefined ? (
            <TableSkeletonRows columns={columns.length + (props.selection ? 1 : 0)} />
          ) : (
            <tbody className="divide-y divide-border">
              {(drawn < lines.length ? lines.slice(0, drawn) : lines).map((line) =>
                'invalid' in line ? (
                  <InvalidRecordRow
                    key={`\u0000invalid-${line.invalid.index}`}
                    record={line.invalid}
                    span={columns.length + (props.selection ? 1 : 0)}
                  />
                ) : (
                  <DataRow
                    key={props.getRowId(line.row)}
                    row={line.row}
                    columns={columns}
                    getRowId={props.getRowId}
                    getRowHref={props.getRowHref}
                    getRowLabel={props.getRowLabel}
                    selection={props.selection}
                  />
                ),
              )}
            </tbody>
          )}
        </table>
      </div>
      {paging && (
        <Pagination
          page={paging.page}
          perPage={paging.perPage}
          total={total}
          onPageChange={paging.setPage}
          onPerPageChange={paging.setPerPage}
          busy={stale}
        />
      )}
    </div>
  );
}

function PastTheEnd({
  page,
  lastPage,
  onGo,
}: {
  page: number;
  lastPage: number;
  onGo: (page: number) => void;
}) {
  return (
    <EmptyState
      icon={SearchX}
      title={`Page ${formatNumber(page)} is past the end`}
      description={`This list has ${formatNumber(lastPage)} ${lastPage === 1 ? 'page' : 'pages'}.`}
      action={
        <Button variant="secondary" onClick={() => onGo(lastPage)}>
          Go to the last page
        </Button>
      }
    />
  );
}

type DataRowProps<T> = Pick<
  DataTableProps<T>,
  'columns' | 'getRowId' | 'getRowHref' | 'getRowLabel' | 'selection'
> & { row: T };

/**
 * A row renders again only when its row or what draws it changes. While a long list is read, its
 * table renders on every page that arrives (the count changes) with the same first rows: a page
 * that passes the same columns and functions (memoized, or defined outside the component) keeps
 * those rows as they are. A page that builds them on every render redraws its rows, as before.
 */
const DataRow = memo(DataRowContent, (before, after) =>
  (['row', 'columns', 'getRowId', 'getRowHref', 'getRowLabel', 'selection'] as const).every(
    (name) => before[name] === after[name],
  ),
) as <T>(props: DataRowProps<T>) => ReactNode;

function DataRowContent<T>(props: DataRowProps<T>) {
  const { row, columns, getRowHref, getRowLabel, selection } = props;
  const href = getRowHref?.(row);
  return (
    <tr className={cn('group', href && 'relative hover:bg-muted/40 focus-within:bg-muted/40')}>
      {selection && (
        <SelectRowCell row={row} selection={selection} label={getRowLabel?.(row) ?? props.getRowId(row)} />
      )}
      {columns.map((column, index) => (
        <td key={column.id} className={cn('px-4 py-2.5 align-middle', column.className)}>
          {index === 0 && href ? (
            // The link's ::after covers the whole row, so a click anywhere on it opens the record
            // while keyboard and screen-reader users meet a single, ordinary link.
            <RowLink
              to={href}
              label={getRowLabel?.(row)}
              onKeyDown={moveFocusBetweenRows}
              className="rounded-sm after:absolute after:inset-0 after:content-[''] focus-visible:outline-offset-0"
            >
              {column.cell(row)}
            </RowLink>
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
