import type { PaletteItem } from './palette-item';

/** How well `lower` (lower-cased) answers the words typed: 3 starts with them, 2 a word starts with them, 1 contains them. */
function matchScore(lower: string, words: string[]): number {
  if (!words.every((w) => lower.includes(w))) return 0;
  const phrase = words.join(' ');
  if (lower.startsWith(phrase)) return 3;
  if (words.every((w) => lower.startsWith(w) || lower.includes(` ${w}`) || lower.includes(`'${w}`))) return 2;
  return 1;
}

/**
 * Each entry's label and keywords in lower case, made once per entry: the entries of cached records
 * keep their identity between keystrokes (use-palette-items.ts), and lower-casing thousands of
 * names on every keystroke was half of the ranking's time.
 */
const lowered = new WeakMap<PaletteItem, { label: string; keywords: string[] }>();

function itemScore(item: PaletteItem, words: string[]): number {
  let text = lowered.get(item);
  if (!text) {
    text = { label: item.label.toLowerCase(), keywords: (item.keywords ?? []).map((k) => k.toLowerCase()) };
    lowered.set(item, text);
  }
  const label = matchScore(text.label, words);
  if (label > 0) return label + 1;
  // An id, a wallet or an ENS name matches, but below a name.
  return text.keywords.some((k) => matchScore(k, words) > 0) ? 1 : 0;
}

const GROUP_ORDER: PaletteItem['group'][] = [
  'Views',
  'Members',
  'Badges',
  'Communities',
  'Tags',
  'Experiences',
  'Webhooks',
  'Actions',
  'Pages',
];

/**
 * The order of names: `localeCompare`'s, through one collator made once. `localeCompare` sets up
 * the locale's collation on every call, and a keystroke sorts thousands of entries when the lists
 * cached are long (a service that answers 10,000 records to a page made it a long task).
 */
const byLabel = new Intl.Collator().compare;

export interface RankedItems {
  /** Recently opened entries that match, most recent first. */
  recent: PaletteItem[];
  /** The others that match: best match first, then by group, then by name. */
  others: PaletteItem[];
}

/**
 * Filters the entries by the words typed (every word must appear, in any case) and orders them:
 * recently opened ones first, in the order they were opened; then the best matches. Entries
 * opening the same page are kept once. With nothing typed, recent entries and then `idle` (the
 * entries worth showing before typing) are listed.
 */
export function rankItems(
  items: readonly PaletteItem[],
  query: string,
  recentPaths: readonly string[],
  idle: (item: PaletteItem) => boolean = () => true,
): RankedItems {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const unique = new Map<string, PaletteItem>();
  for (const item of items) if (!unique.has(item.to)) unique.set(item.to, item);
  const scored = [...unique.values()]
    .map((item) => ({ item, score: words.length === 0 ? 1 : itemScore(item, words) }))
    .filter((s) => s.score > 0);
  const recentRank = new Map(recentPaths.map((to, i) => [to, i]));
  const recent = scored
    .filter((s) => recentRank.has(s.item.to))
    .sort((a, b) => (recentRank.get(a.item.to) ?? 0) - (recentRank.get(b.item.to) ?? 0))
    .map((s) => s.item);
  const others = scored
    .filter((s) => !recentRank.has(s.item.to) && (words.length > 0 || idle(s.item)))
    .sort(
      (a, b) =>
        b.score - a.score ||
        GROUP_ORDER.indexOf(a.item.group) - GROUP_ORDER.indexOf(b.item.group) ||
        byLabel(a.item.label, b.item.label),
    )
    .map((s) => s.item);
  return { recent, others };
}
