import { formatNumber, formatUtc, shortenAddress } from '../../../lib/format';
import type { RankedEntry } from '../board';

/**
 * What the shared board shows (the PNG and the print view): a title, the date the board was read,
 * the order, and the top entries as rank, name (the ENS name, else the short wallet) and value.
 */
export interface ShareBoard {
  title: string;
  /** The metric and direction in words, e.g. "Score, highest first". */
  order: string;
  /** The metric's column header, e.g. "Score". */
  metric: string;
  /** When the board was read, in UTC. */
  readAt: string;
  rows: ShareRow[];
  /** Entries on the whole board (the top N are shown). */
  boardSize: number;
}

export interface ShareRow {
  rank: string;
  name: string;
  value: string;
}

export const SHARE_TOP_DEFAULT = 10;
export const SHARE_TOP_MAX = 100;

export function shareBoard(
  entries: readonly RankedEntry[],
  top: number,
  labels: { title: string; order: string; metric: string; readAt: number },
): ShareBoard {
  return {
    title: labels.title,
    order: labels.order,
    metric: labels.metric,
    readAt: formatUtc(labels.readAt),
    boardSize: entries.length,
    rows: entries.slice(0, Math.max(1, Math.min(SHARE_TOP_MAX, top))).map((e) => ({
      rank: e.tied ? `${String(e.rank)}=` : String(e.rank),
      name: e.name ?? shortenAddress(e.wallet),
      value: e.value === null ? '—' : formatNumber(e.value),
    })),
  };
}

/** The PNG's layout (CSS pixels; drawn at twice the size for sharp text). */
export const IMAGE = {
  width: 1200,
  header: 200,
  row: 52,
  footer: 72,
  padding: 56,
  art: 112,
} as const;

export function imageSize(board: ShareBoard): { width: number; height: number } {
  return { width: IMAGE.width, height: IMAGE.header + board.rows.length * IMAGE.row + IMAGE.footer };
}

export type ShareTheme = 'light' | 'dark';

export const THEME_COLORS: Record<
  ShareTheme,
  { background: string; text: string; muted: string; stripe: string; accent: string; placeholder: string }
> = {
  light: {
    background: '#ffffff',
    text: '#0f172a',
    muted: '#475569',
    stripe: '#f1f5f9',
    accent: '#4f46e5',
    placeholder: '#e2e8f0',
  },
  dark: {
    background: '#0b1120',
    text: '#f1f5f9',
    muted: '#a3b1c6',
    stripe: '#1e293b',
    accent: '#a5b4fc',
    placeholder: '#334155',
  },
};
