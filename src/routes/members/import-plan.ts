import type { Tag } from '../../api/types';
import type { MemberImportItem } from '../../features/jobs/member-bulk-add-kind';
import { mergeByLine } from '../../features/wallet-list/slices';
import type { DryRun, LineOutcome } from '../../features/wallet-list/types';
import type { WalletCsvReport } from '../../lib/csv/csv-protocol';
import {
  WALLET_PROBLEM_LABELS,
  countByReason,
  swallowedLines,
  type WalletProblem,
  type WalletProblemReason,
} from '../../lib/csv/wallet-problems';
import { forEachInSlices } from '../../lib/schedule';

/**
 * What an import will do, decided before anything is sent (the dry run): the wallets to add with
 * their tags, every refused line by number, members already there, and tags named in the file
 * that the community does not have.
 */

export interface UnknownTag {
  /** As written in the file. */
  name: string;
  /** The lines that name it. */
  lines: number[];
}

export interface ImportPlan extends DryRun {
  /** In file order. */
  items: MemberImportItem[];
  /** Refused and already-member lines, in file order. */
  problems: WalletProblem[];
  counts: Record<WalletProblemReason, number>;
  /** Lines refused before sending: unreadable, invalid, checksum, duplicate. */
  refused: number;
  /** Lines an unterminated quote took into one cell (not read, not counted in `refused`). */
  swallowed: number;
  /** The file's tags column (its header), when it has one. */
  tagColumn: string | null;
  unknownTags: UnknownTag[];
}

export const EXISTING_MESSAGE = 'Already a member';

/** "Already present" reads better as what it is here. */
export function reasonLabel(reason: WalletProblemReason): string {
  return reason === 'existing' ? EXISTING_MESSAGE : WALLET_PROBLEM_LABELS[reason];
}

const toLine = (p: WalletProblem): LineOutcome => ({
  line: p.line,
  wallet: p.wallet,
  outcome: reasonLabel(p.reason),
  message: p.message,
});

/** The file's tags column: the list column headed "tags" (any case). */
function tagColumnOf(report: WalletCsvReport): string | null {
  return report.columns.find((c) => c.type === 'list' && c.name.toLowerCase() === 'tags')?.name ?? null;
}

/** Finds a tag named in the file: by id, else by name without regard to case. */
export function tagMatcher(tags: readonly Tag[]): (value: string) => Tag | undefined {
  const byId = new Map(tags.map((t) => [t.id, t]));
  const byName = new Map<string, Tag>();
  for (const tag of tags) {
    const key = tag.name.toLowerCase();
    if (key && !byName.has(key)) byName.set(key, tag);
  }
  return (value) => byId.get(value) ?? byName.get(value.toLowerCase());
}

/** The dry run, built in slices (see forEachInSlices): a 400,000-line list never holds the page. */
export async function buildImportPlan(
  report: WalletCsvReport,
  /** The file's wallets that are members (lower case), or null when not checked. */
  existing: ReadonlySet<string> | null,
  tags: readonly Tag[],
): Promise<ImportPlan> {
  const tagColumn = tagColumnOf(report);
  const match = tagMatcher(tags);
  const unknown = new Map<string, UnknownTag>();
  const items: MemberImportItem[] = [];
  const members: WalletProblem[] = [];

  await forEachInSlices(report.valid, (row) => {
    if (existing?.has(row.address.toLowerCase())) {
      members.push({ line: row.line, wallet: row.address, reason: 'existing', message: EXISTING_MESSAGE });
      return;
    }
    const named = tagColumn ? row.fields[tagColumn] : undefined;
    const ids = new Set<string>();
    for (const value of Array.isArray(named) ? named : []) {
      const tag = match(value);
      if (tag) {
        ids.add(tag.id);
        continue;
      }
      const key = value.toLowerCase();
      const entry = unknown.get(key) ?? { name: value, lines: [] };
      entry.lines.push(row.line);
      unknown.set(key, entry);
    }
    items.push({ wallet: row.address, line: row.line, ...(ids.size > 0 ? { tags: [...ids] } : {}) });
  });

  const checked = { problems: members.length > 0 ? mergeByLine(report.problems, members) : report.problems };
  const counts = countByReason(checked.problems);
  return {
    items,
    toSend: items.length,
    notSent: checked.problems.map(toLine),
    problems: checked.problems,
    counts,
    refused: checked.problems.length - counts.existing,
    swallowed: swallowedLines(checked.problems),
    tagColumn,
    unknownTags: [...unknown.values()],
  };
}
