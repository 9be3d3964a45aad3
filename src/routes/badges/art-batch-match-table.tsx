import type { Badge } from '../../api/types';
import { StaticTable, type StaticColumn } from '../../components/data-table/static-table';
import { NativeSelect } from '../../components/ui/select';
import { StatusPill, type StatusTone } from '../../components/ui/status-pill';
import type { FileMatch } from '../../features/art/batch/match-files';
import { badgeTitle } from '../../features/badges/badge-columns';
import { formatFileSize } from '../../lib/file-size';
import type { ImageFacts } from '../../lib/image-facts';

/** A dropped file, with what the upload rules say of it and (once read) its facts. */
export interface DroppedFile {
  file: File;
  /** Why the upload rules refuse it (type, size): it is never sent. */
  refused: string | undefined;
  facts: ImageFacts | undefined;
}

export interface MatchRow {
  dropped: DroppedFile;
  match: FileMatch;
  /** The badge the file goes to now, by name or chosen by hand. */
  badgeId: string | undefined;
  byHand: boolean;
  conflict: boolean;
}

function matchState(row: MatchRow): { label: string; tone: StatusTone } {
  if (row.dropped.refused) return { label: 'Refused', tone: 'danger' };
  if (row.conflict) return { label: 'Same badge as another file', tone: 'warning' };
  if (row.byHand) return { label: row.badgeId ? 'Chosen by hand' : 'Left out by hand', tone: 'info' };
  if (row.badgeId) return { label: 'Matched by name', tone: 'success' };
  if (row.match.status === 'duplicate') return { label: 'Not matched: name taken', tone: 'warning' };
  return { label: 'Not matched', tone: 'warning' };
}

function FileFacts({ dropped }: { dropped: DroppedFile }) {
  const { file, refused, facts } = dropped;
  if (refused) return <span className="text-danger-fg">{refused}</span>;
  const size = facts?.size ? `${facts.size.width} × ${facts.size.height}` : undefined;
  const animated = facts && facts.frames > 1 ? `animated, ${facts.frames} frames` : undefined;
  return <span>{[size, formatFileSize(file.size), animated].filter(Boolean).join(', ')}</span>;
}

function MatchPill({ row, className }: { row: MatchRow; className?: string }) {
  const state = matchState(row);
  return <StatusPill status={state.label} {...state} className={className} />;
}

/** The columns: the file and its facts, the badge select, and how the badge was found. */
function matchColumns(
  badges: readonly Badge[],
  onChoose: (index: number, badgeId: string) => void,
): StaticColumn<MatchRow>[] {
  return [
    {
      id: 'file',
      header: 'File',
      rowHeader: true,
      cell: (row) => (
        <>
          <span className="block font-medium break-all">{row.dropped.file.name}</span>
          <span className="block text-xs text-muted-foreground">
            <FileFacts dropped={row.dropped} />
          </span>
          <MatchPill row={row} className="mt-1 md:hidden" />
        </>
      ),
    },
    {
      id: 'badge',
      header: 'Badge',
      className: 'w-[55%] sm:w-72',
      cell: (row, index) => (
        <NativeSelect
          aria-label={`Badge for ${row.dropped.file.name}`}
          value={row.badgeId ?? ''}
          disabled={Boolean(row.dropped.refused)}
          onChange={(event) => onChoose(index, event.target.value)}
          wrapperClassName="w-full min-w-0"
        >
          <option value="">No badge: not sent</option>
          {badges.map((badge) => (
            <option key={badge.id} value={badge.id}>
              {badgeTitle(badge)}
            </option>
          ))}
        </NativeSelect>
      ),
    },
    {
      id: 'match',
      header: 'Match',
      className: 'hidden w-52 md:table-cell',
      cell: (row) => <MatchPill row={row} />,
    },
  ];
}

/**
 * The dropped files and the badge each goes to: matched by name, corrected by hand with the badge
 * select in each row; files without a badge are marked and left out.
 */
export function ArtBatchMatchTable({
  rows,
  badges,
  onChoose,
}: {
  rows: readonly MatchRow[];
  badges: readonly Badge[];
  onChoose: (index: number, badgeId: string) => void;
}) {
  return (
    <div className="overflow-hidden rounded-lg border border-border">
      <StaticTable
        caption="Dropped images and the badges they go to"
        className="w-full table-fixed text-sm"
        headClassName="bg-muted/50 text-xs"
        cellClassName="px-3 py-2"
        rowClassName="align-top"
        columns={matchColumns(badges, onChoose)}
        rows={rows}
        getRowId={(row, index) => `${String(index)}-${row.dropped.file.name}`}
      />
    </div>
  );
}
