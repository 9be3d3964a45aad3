import type { MemberBulkResult } from './generated/types.gen';

/** One side of a bulk add: how many wallets, and which ones when the server says. */
export interface BulkOutcome {
  count: number;
  /** Undefined when the server answered a count only. */
  wallets: string[] | undefined;
}

export interface BulkAddSummary {
  added: BulkOutcome;
  skipped: BulkOutcome;
}

function outcome(value: number | string[] | undefined): BulkOutcome {
  if (Array.isArray(value)) return { count: value.length, wallets: value };
  return { count: value ?? 0, wallets: undefined };
}

/**
 * The bulk member add answer is not documented: it may give the lists of wallets (the sandbox does)
 * or only counts, and either field may be missing. Pages read it through this, so that a per-wallet
 * report is shown when the lists are there and counts otherwise.
 */
export function readBulkAddResult(result: MemberBulkResult | undefined): BulkAddSummary {
  return { added: outcome(result?.added), skipped: outcome(result?.skipped) };
}
