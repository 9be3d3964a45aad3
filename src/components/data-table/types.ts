import type { ReactNode } from 'react';

export interface Column<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Extra classes for the header and body cells (width, alignment, hiding on small screens). */
  className?: string;
}

/** Row selection for a table: which rows are selected, and how to change that. */
export interface RowSelection<T> {
  isSelected: (row: T) => boolean;
  /** Selects or unselects these rows: one row, or every row of the page. */
  onSelect: (rows: T[], selected: boolean) => void;
}
