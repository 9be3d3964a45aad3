import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatNumber } from '../../lib/format';
import type { Metric } from './board';
import { metricInSentence } from './order-label';
import { BOARD_LIMIT } from './read-board';

function Note({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-lg bg-info-bg px-3 py-2 text-sm text-info-fg">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

export interface BoardNotesProps {
  metric: Metric;
  /** No entry carries the metric: the service ordered the board by earn time. */
  fallback: boolean;
  /** Entries without the metric (when some others carry it). */
  missing: number;
  truncated: boolean;
  /** Entries seen twice because the board changed while it was read. */
  repeats: number;
  /** Why the board is not whole, in words, when its read stopped short. */
  incomplete?: string | undefined;
}

/** What the reader should know about this board's order before trusting its ranks. */
export function BoardNotes({ metric, fallback, missing, truncated, repeats, incomplete }: BoardNotesProps) {
  return (
    <>
      {fallback && (
        <Note>
          No attribution of this badge carries {metricInSentence(metric)}, so the board falls back to earn
          time: the first to earn the badge ranks first.
        </Note>
      )}
      {!fallback && missing > 0 && (
        <Note>
          {formatNumber(missing)} {missing === 1 ? 'entry carries' : 'entries carry'} no {metric}: they come
          last, in earn order, and share the last rank.
        </Note>
      )}
      {truncated && (
        <Note>
          This board has more than {formatNumber(BOARD_LIMIT)} entries; only the first ones are shown.
        </Note>
      )}
      {incomplete && <Note>This board is not whole: {incomplete}.</Note>}
      {repeats > 0 && !incomplete && (
        <Note>The board changed while it was read. Refresh it for a consistent view.</Note>
      )}
    </>
  );
}
