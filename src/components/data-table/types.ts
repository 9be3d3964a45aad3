import type { ReactNode } from 'react';

export interface Column<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Extra classes for the header and body cells (width, alignment, hiding on small screens). */
  className?: string;
  /** The list can be sorted by this column: its key in the URL's `sort` param (`joined`). */
  sortKey?: string;
}

/** The list's sort for its header: which column, which way, and what a header's click asks. */
export interface TableSorting {
  sort: { key: string; direction: 'asc' | 'desc' } | undefined;
  onSort: (key: string) => void;
}

/** Row selection for a table: which rows are selected, and how to change that. */
export interface RowSelection<T> {
  isSelected: (row: T) => boolean;
  /** Selects or unselects these rows: one row, or every row of the page. */
  onSelect: (rows: T[], selected: boolean) => void;
}
