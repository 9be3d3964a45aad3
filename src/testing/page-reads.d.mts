// Types for src/testing/page-reads.mjs (imported by the route fault tests, e2e and the benchmark).

/** The ids a declared path may name (`:community`, `:rewardBadge`, …). */
export type PageIds = Partial<Record<string, string>>;

export interface PageRead {
  /** How a person names the page, e.g. "badge's rewards tab". */
  name: string;
  /** The route, its ids as `:name` parts: `/communities/:community/members/:member`. */
  path: string;
  /** The read the page is built on, as the sandbox names it (faults are forced on it). */
  operationId: string;
  /** A 401 here is explained on the page instead of leading to the connection screen. */
  explains401?: boolean;
  /** A list page: what shows its entries (a table's row links, or a leaderboard's rows). */
  list?: 'rows' | 'board';
}

export const PAGE_READS: readonly PageRead[];
export const READS_NOTHING: Readonly<Record<string, string>>;
export function pathWith(path: string, ids: PageIds): string;
export function pathParams(path: string): string[];
