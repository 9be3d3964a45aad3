import type { BadgeAwardLine } from '../../features/jobs/badge-award-list-kind';
import { mergeByLine } from '../../features/wallet-list/slices';
import type { DryRun, LineOutcome } from '../../features/wallet-list/types';
import { isPlainNumber, type CsvValue } from '../../lib/csv/csv-columns';
import type { WalletCsvReport } from '../../lib/csv/csv-protocol';
import type { ValidWalletRow } from '../../lib/csv/validate-wallets';
import { swallowedLines, type WalletProblem } from '../../lib/csv/wallet-problems';
import { formatNumber } from '../../lib/format';
import { forEachInSlices } from '../../lib/schedule';

/**
 * What a bulk award will do, decided before anything is sent (the dry run): every line of the
 * list with its fate, in file order. Lines the worker refused stay refused; a wallet the badge
 * already has is not sent (the service would refuse it); a metadata cell that should be a number
 * and is not refuses its line; of the rest, only as many as the badge's maxClaims leaves are sent,
 * the first in file order, and the others are reported "over the claim limit". So the badge never ends
 * with more attributions than its maxClaims, whatever the list holds.
 */

export type AwardProblemReason =
  | 'invalid-address'
  | 'checksum-mismatch'
  | 'malformed'
  | 'bad-number'
  | 'duplicate'
  | 'already-awarded'
  | 'over-max-claims';

export interface AwardProblem {
  line: number;
  wallet: string;
  reason: AwardProblemReason;
  message: string;
}

export const AWARD_PROBLEM_LABELS: Record<AwardProblemReason, string> = {
  'invalid-address': 'Invalid address',
  'checksum-mismatch': 'Checksum mismatch',
  malformed: 'Unreadable line',
  'bad-number': 'Not a number',
  duplicate: 'Duplicate in the file',
  'already-awarded': 'Already awarded',
  'over-max-claims': 'Over the claim limit',
};

export interface AwardPlanInput {
  report: WalletCsvReport;
  /**
   * The list's wallets that are members of the community (lower case), or null when not checked:
   * the service makes every other wallet it awards a member (pending, by "claim").
   */
  members?: ReadonlySet<string> | null;
  /**
   * The list's wallets holding one of the badge's gating tags (lower case), or null when not read;
   * left out when the badge has no gating tag.
   */
  tagHolders?: ReadonlySet<string> | null;
  /** Wallets holding the badge now (any case). */
  awarded: Iterable<string>;
  /** Attributions of the badge now, with those of claim codes not redeemed: maxClaims counts them all. */
  current: number;
  maxClaims: number | undefined;
  claimEndDate: string | undefined;
  now: number;
}

export interface AwardPlan extends DryRun {
  /** Every line, in file order: what the job is started with (refused lines are not sent). */
  lines: BadgeAwardLine[];
  /** Lines not sent, in file order. */
  problems: AwardProblem[];
  counts: Record<AwardProblemReason, number>;
  /** Lines that can be awarded, before the badge's holders and maxClaims are taken off. */
  valid: number;
  /** Refused as invalid: address, checksum, unreadable line, bad number. */
  invalid: number;
  /** Lines an unterminated quote took into one cell (not read, not counted in `invalid`). */
  swallowed: number;
  toAward: number;
  /** Of the wallets to award, those that are not members and that the service will add; undefined when not checked. */
  notMembers: number | undefined;
  /**
   * Of the wallets to award, those holding none of the badge's gating tags: awarded, but they cannot
   * claim the badge. 0 when the badge has no gating tag; undefined when they could not be read.
   */
  withoutGatingTag: number | undefined;
  current: number;
  maxClaims: number | undefined;
  /** What maxClaims leaves; undefined without a maxClaims. */
  remaining: number | undefined;
  claimEndDate: string | undefined;
  /** The claim end date has passed: the service refuses every award. */
  claimsEnded: boolean;
  /** Columns read as numbers (their non-numbers refuse the line). */
  numberColumns: string[];
}

/** Metadata the leaderboard ranks by: always numbers. */
const METRIC_COLUMNS = new Set(['score', 'rank', 'position', 'points']);

/**
 * The columns whose values must be numbers: typed numbers by the parser, leaderboard metrics, and
 * text columns whose values are mostly numbers (the parser makes a column text when one value is
 * not a number; here that one value is the mistake, reported on its line).
 */
function numberColumns(report: WalletCsvReport): string[] {
  return report.columns
    .filter((column) => {
      if (column.type === 'number') return true;
      if (column.type !== 'string') return false;
      if (METRIC_COLUMNS.has(column.name.toLowerCase())) return true;
      let numbers = 0;
      let others = 0;
      for (const row of report.valid) {
        const value = row.fields[column.name];
        if (typeof value !== 'string') continue;
        if (isPlainNumber(value)) numbers += 1;
        else others += 1;
      }
      return numbers > others;
    })
    .map((column) => column.name);
}

function metadataOf(
  row: ValidWalletRow,
  numeric: readonly string[],
): { metadata: Record<string, string | number | boolean> } | { bad: string } {
  const metadata: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries<CsvValue>(row.fields)) {
    if (numeric.includes(key) && typeof value === 'string') {
      if (!isPlainNumber(value)) return { bad: `“${value}” in the ${key} column is not a number.` };
      metadata[key] = Number(value);
    } else {
      metadata[key] = Array.isArray(value) ? value.join(';') : value;
    }
  }
  return { metadata };
}

const toLine = (p: AwardProblem): LineOutcome => ({
  line: p.line,
  wallet: p.wallet,
  outcome: AWARD_PROBLEM_LABELS[p.reason],
  message: p.message,
});

function fromWorker(problem: WalletProblem): AwardProblem {
  const reason: AwardProblemReason = problem.reason === 'existing' ? 'already-awarded' : problem.reason;
  return { line: problem.line, wallet: problem.wallet, reason, message: problem.message };
}

const REFUSAL: Record<AwardProblemReason, NonNullable<BadgeAwardLine['refused']>['outcome']> = {
  'invalid-address': 'invalid',
  'checksum-mismatch': 'invalid',
  malformed: 'invalid',
  'bad-number': 'invalid',
  duplicate: 'duplicate',
  'already-awarded': 'already awarded',
  'over-max-claims': 'over the claim limit',
};

/** The dry run, built in slices (see forEachInSlices): a 400,000-line list never holds the page. */
export async function buildAwardPlan(input: AwardPlanInput): Promise<AwardPlan> {
  const { report, current, maxClaims, claimEndDate, now } = input;
  const awarded = new Set<string>();
  for (const wallet of input.awarded) awarded.add(wallet.toLowerCase());
  const numeric = numberColumns(report);
  const remaining = maxClaims === undefined ? undefined : Math.max(0, maxClaims - current);
  const rowProblems: AwardProblem[] = [];
  const sent: BadgeAwardLine[] = [];
  const members = input.members ?? null;
  const gated = input.tagHolders !== undefined;
  const tagHolders = input.tagHolders ?? null;
  let toAward = 0;
  let notMembers = 0;
  let withoutGatingTag = 0;

  await forEachInSlices(report.valid, (row) => {
    const wallet = row.address;
    let problem: AwardProblem | undefined;
    let metadata: Record<string, string | number | boolean> = {};
    if (awarded.has(wallet.toLowerCase())) {
      problem = { line: row.line, wallet, reason: 'already-awarded', message: 'Already holds this badge.' };
    } else {
      const read = metadataOf(row, numeric);
      if ('bad' in read) problem = { line: row.line, wallet, reason: 'bad-number', message: read.bad };
      else metadata = read.metadata;
    }
    if (!problem && remaining !== undefined && toAward >= remaining) {
      problem = {
        line: row.line,
        wallet,
        reason: 'over-max-claims',
        message: `Not sent: the badge’s claim limit of ${formatNumber(maxClaims ?? 0)} leaves room for ${formatNumber(remaining)}.`,
      };
    }
    if (problem) {
      rowProblems.push(problem);
      return;
    }
    toAward += 1;
    if (members && !members.has(wallet.toLowerCase())) notMembers += 1;
    if (tagHolders && !tagHolders.has(wallet.toLowerCase())) withoutGatingTag += 1;
    sent.push({ line: row.line, wallet, ...(Object.keys(metadata).length > 0 ? { metadata } : {}) });
  });

  // Both lists are in line order already: merged, not sorted.
  const problems = mergeByLine(report.problems.map(fromWorker), rowProblems);
  const refused = problems.map((p): BadgeAwardLine => ({
    line: p.line,
    wallet: p.wallet,
    refused: { outcome: REFUSAL[p.reason], message: p.message },
  }));
  const lines = mergeByLine(sent, refused);

  const counts = Object.fromEntries(Object.keys(AWARD_PROBLEM_LABELS).map((reason) => [reason, 0])) as Record<
    AwardProblemReason,
    number
  >;
  for (const p of problems) counts[p.reason] += 1;
  const ends = claimEndDate ? Date.parse(claimEndDate) : Number.NaN;

  return {
    lines,
    toSend: toAward,
    notSent: problems.map(toLine),
    problems,
    counts,
    valid: report.valid.length - counts['bad-number'],
    invalid:
      counts['invalid-address'] + counts['checksum-mismatch'] + counts.malformed + counts['bad-number'],
    swallowed: swallowedLines(report.problems),
    toAward,
    notMembers: members ? notMembers : undefined,
    withoutGatingTag: !gated ? 0 : tagHolders ? withoutGatingTag : undefined,
    current,
    maxClaims,
    remaining,
    claimEndDate,
    claimsEnded: !Number.isNaN(ends) && ends <= now,
    numberColumns: numeric,
  };
}
