import type { ReactNode } from 'react';

export interface Column<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Extra classes for the header and body cells (width, alignment, hiding on small screens). */
  className?: string;
}
