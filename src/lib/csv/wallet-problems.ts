/** Why a line of a wallet list will not be sent, with the words shown to the user. */
export type WalletProblemReason =
  'malformed' | 'invalid-address' | 'checksum-mismatch' | 'duplicate' | 'existing';

export interface WalletProblem {
  /** 1-based line in the file as an editor shows it (a header line counts). */
  line: number;
  /** The wallet cell as written (trimmed), or '' when the line has none. */
  wallet: string;
  reason: WalletProblemReason;
  /** A sentence for the report, e.g. "Duplicate of line 4". */
  message: string;
  /** For a duplicate: the line where the wallet first appears. */
  firstLine?: number;
  /** For an unterminated quote: the lines after its own that it took into one cell (none was read). */
  swallowed?: number;
}

export const WALLET_PROBLEM_LABELS: Record<WalletProblemReason, string> = {
  malformed: 'Unreadable line',
  'invalid-address': 'Invalid address',
  'checksum-mismatch': 'Checksum mismatch',
  duplicate: 'Duplicate in the file',
  existing: 'Already present',
};

export function countByReason(problems: readonly WalletProblem[]): Record<WalletProblemReason, number> {
  const counts: Record<WalletProblemReason, number> = {
    malformed: 0,
    'invalid-address': 0,
    'checksum-mismatch': 0,
    duplicate: 0,
    existing: 0,
  };
  for (const problem of problems) counts[problem.reason] += 1;
  return counts;
}

/** Lines an unterminated quote took besides its own (see `WalletProblem.swallowed`). */
export function swallowedLines(problems: readonly WalletProblem[]): number {
  let lines = 0;
  for (const problem of problems) lines += problem.swallowed ?? 0;
  return lines;
}

/** Problems in file order (a line has at most one). */
export function byLine(a: WalletProblem, b: WalletProblem): number {
  return a.line - b.line;
}
