/**
 * Matching dropped image files to badges by name: a file named after a badge's title (or its id)
 * belongs to that badge. Both sides are normalised first, so `Spring_Hackathon-2025.PNG` finds
 * "Spring Hackathon 2025": case, accents, the extension and separators (spaces, `-`, `_`, `.`,
 * punctuation) do not count. Pure, so the rules are tested alone.
 */

export interface MatchableBadge {
  id: string;
  title: string;
}

export type FileMatch =
  | { status: 'matched'; badgeId: string }
  /** No badge has this name. */
  | { status: 'unmatched' }
  /** Another file earlier in the drop already took the badge it names. */
  | { status: 'duplicate'; badgeId: string };

/** A file name or title reduced to its words: lower case, no accents, no extension, one space between words. */
export function normaliseName(name: string, { isFileName = false } = {}): string {
  const stem = isFileName ? name.replace(/\.[a-z0-9]{1,5}$/i, '') : name;
  return stem
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * One match per file, in order. A title matches before an id; when two badges share a title the
 * first listed wins. A badge gets at most one file: a later file naming it is a duplicate.
 */
export function matchFiles(fileNames: readonly string[], badges: readonly MatchableBadge[]): FileMatch[] {
  const byName = new Map<string, string>();
  for (const badge of badges) {
    const title = normaliseName(badge.title);
    if (title && !byName.has(title)) byName.set(title, badge.id);
  }
  for (const badge of badges) {
    const id = normaliseName(badge.id);
    if (id && !byName.has(id)) byName.set(id, badge.id);
  }
  const taken = new Set<string>();
  return fileNames.map((fileName) => {
    const badgeId = byName.get(normaliseName(fileName, { isFileName: true }));
    if (badgeId === undefined) return { status: 'unmatched' };
    if (taken.has(badgeId)) return { status: 'duplicate', badgeId };
    taken.add(badgeId);
    return { status: 'matched', badgeId };
  });
}

/**
 * The badge each file goes to once the admin has corrected the table by hand (`chosen`: a badge
 * id, or '' for none, per file index), and the files that now point at a badge another file also
 * points at (neither is sent until the admin settles it).
 */
export function resolveChoices(
  matches: readonly FileMatch[],
  chosen: Readonly<Record<number, string>>,
): { badgeIds: (string | undefined)[]; conflicts: Set<number> } {
  const badgeIds = matches.map((match, index) => {
    const choice = chosen[index];
    if (choice !== undefined) return choice || undefined;
    return match.status === 'matched' ? match.badgeId : undefined;
  });
  const seen = new Map<string, number[]>();
  badgeIds.forEach((id, index) => {
    if (id) seen.set(id, [...(seen.get(id) ?? []), index]);
  });
  const conflicts = new Set<number>();
  for (const indices of seen.values()) if (indices.length > 1) for (const i of indices) conflicts.add(i);
  return { badgeIds, conflicts };
}
