import type { ReactNode } from 'react';

export interface Column<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Extra classes for the header and body cells (width, alignment, hiding on small screens). */
  className?: string;
}

/** The page envelope of every paged list (seed §2.1). */
export interface PageEnvelope<T> {
  total: number;
  perPage: number;
  page: number;
  results: T[];
}
