import { ADDRESS_PROBLEM_MESSAGES, checkAddress } from '../address';
import type { CsvValue } from './csv-columns';
import type { WalletCsvRow } from './parse-wallet-csv';
import { byLine, type WalletProblem } from './wallet-problems';

/**
 * Checks parsed rows before anything is sent, and reports each refused line by its number:
 * - invalid address: not `0x` and 40 hexadecimal characters (or no wallet on the line);
 * - checksum mismatch: a mixed-case address whose EIP-55 checksum is wrong (a typo, most likely);
 * - duplicate: the same address (any case) on an earlier line, named in the message. The first
 *   line holding an address of the right shape claims it even when its checksum fails: both lines
 *   carry the same possibly mistyped bytes, so neither is sent until the first is fixed;
 * - existing: already a member, already awarded: whatever set the caller passes.
 * Valid rows carry the checksummed address. About a second per 100,000 rows (one hash each), so
 * pages run this in the CSV worker (read-wallet-csv.ts), not on the main thread.
 */

export interface ValidWalletRow {
  line: number;
  /** EIP-55 checksummed. */
  address: string;
  fields: Record<string, CsvValue>;
}

export interface WalletReport {
  valid: ValidWalletRow[];
  /** Every refused line, in file order. */
  problems: WalletProblem[];
}

export interface ExistingWallets {
  /** Addresses already present (any case). */
  wallets: Iterable<string>;
  /** The problem's sentence, e.g. "Already a member" or "Already awarded this badge". */
  message: string;
}

export interface ValidateWalletsOptions {
  existing?: ExistingWallets;
  /** Called every few thousand rows with the share checked, 0 to 1. */
  onProgress?: (share: number) => void;
}

const PROGRESS_EVERY = 5000;

export function validateWallets(
  rows: readonly WalletCsvRow[],
  options: ValidateWalletsOptions = {},
): WalletReport {
  const valid: ValidWalletRow[] = [];
  const problems: WalletProblem[] = [];
  const firstLine = new Map<string, number>();
  rows.forEach((row, i) => {
    if (i > 0 && i % PROGRESS_EVERY === 0) options.onProgress?.(i / rows.length);
    const check = checkAddress(row.wallet);
    if (!check.ok && check.problem !== 'checksum') {
      const message =
        check.problem === 'empty' ? 'No wallet on this line.' : ADDRESS_PROBLEM_MESSAGES[check.problem];
      problems.push({ line: row.line, wallet: row.wallet, reason: 'invalid-address', message });
      return;
    }
    const key = row.wallet.toLowerCase();
    const first = firstLine.get(key);
    if (first !== undefined) {
      problems.push({
        line: row.line,
        wallet: row.wallet,
        reason: 'duplicate',
        message: `Duplicate of line ${first}.`,
        firstLine: first,
      });
      return;
    }
    firstLine.set(key, row.line);
    if (!check.ok) {
      problems.push({
        line: row.line,
        wallet: row.wallet,
        reason: 'checksum-mismatch',
        message: ADDRESS_PROBLEM_MESSAGES.checksum,
      });
      return;
    }
    valid.push({ line: row.line, address: check.address, fields: row.fields });
  });
  options.onProgress?.(1);
  const report = { valid, problems };
  return options.existing ? markExisting(report, options.existing) : report;
}

/**
 * Moves the valid rows whose address is in `existing` to the problems. Cheap (a set lookup per
 * row), so a page may call it on the main thread when the list of members arrives after the file
 * was checked.
 */
export function markExisting(report: WalletReport, existing: ExistingWallets): WalletReport {
  const known = new Set<string>();
  for (const wallet of existing.wallets) known.add(wallet.toLowerCase());
  if (known.size === 0) return report;
  const valid: ValidWalletRow[] = [];
  const found: WalletProblem[] = [];
  for (const row of report.valid) {
    if (known.has(row.address.toLowerCase())) {
      found.push({ line: row.line, wallet: row.address, reason: 'existing', message: existing.message });
    } else {
      valid.push(row);
    }
  }
  return found.length === 0 ? report : { valid, problems: [...report.problems, ...found].sort(byLine) };
}
