import type { Badge } from '../../api/types';
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
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">Dropped images and the badges they go to</caption>
        <thead className="bg-muted/50 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              File
            </th>
            <th scope="col" className="w-[55%] px-3 py-2 font-medium sm:w-72">
              Badge
            </th>
            <th scope="col" className="hidden w-52 px-3 py-2 font-medium md:table-cell">
              Match
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const state = matchState(row);
            const name = row.dropped.file.name;
            return (
              <tr key={`${index}-${name}`} className="border-t border-border align-top">
                <th scope="row" className="px-3 py-2 font-normal">
                  <span className="block font-medium break-all">{name}</span>
                  <span className="block text-xs text-muted-foreground">
                    <FileFacts dropped={row.dropped} />
                  </span>
                  <StatusPill status={state.label} {...state} className="mt-1 md:hidden" />
                </th>
                <td className="px-3 py-2">
                  <NativeSelect
                    aria-label={`Badge for ${name}`}
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
                </td>
                <td className="hidden px-3 py-2 md:table-cell">
                  <StatusPill status={state.label} {...state} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
