import { Download, Tag as TagIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { describeIncompleteRead, type AllPages } from '../../api/fetch-all-pages';
import { fetchAllMembers } from '../../api/resources/members';
import type { Member, Tag } from '../../api/types';
import { SelectionBar } from '../../components/data-table/selection-bar';
import { InlineError } from '../../components/feedback/inline-error';
import { TaskProgress } from '../../components/feedback/task-progress';
import { Button } from '../../components/ui/button';
import { exportFileName } from '../../features/members/export-members';
import { MembersExportStatus, useMembersExport } from '../../features/members/members-export';
import { useCancellableTask } from '../../hooks/use-cancellable-task';
import type { useRowSelection } from '../../hooks/use-row-selection';
import { formatNumber } from '../../lib/format';
import { TagSelectionDialog } from './tag-selection-dialog';

interface MemberSelectionBarProps {
  communityId: string;
  communityName: string | undefined;
  /** The list's size (all members, or the filter tag's), once known. */
  total: number | undefined;
  /** The tag filter in effect, if any. */
  filterTag: { id: string; name: string | undefined } | undefined;
  rows: ReturnType<typeof useRowSelection<Member>>;
  tags: { data: Tag[] | undefined; error: { message: string } | null };
}

const members = (n: number) => `${formatNumber(n)} ${n === 1 ? 'member' : 'members'}`;

/**
 * What can be done with selected members, or with the whole list: select every member matching
 * (all pages read, with progress and a cancel), tag the selection, export it or the whole list.
 */
export function MemberSelectionBar({
  communityId,
  communityName,
  total,
  filterTag,
  rows,
  tags,
}: MemberSelectionBarProps) {
  const [tagging, setTagging] = useState(false);
  const selectAll = useCancellableTask<AllPages<Member>>();
  const exporter = useMembersExport(communityId);
  const matching = filterTag ? ` tagged ${filterTag.name ?? 'with this tag'}` : '';
  // A selection can hold a whole community: build its list only when it changes.
  const selected = useMemo(() => [...rows.selected.values()], [rows.selected]);

  const startSelectAll = async () => {
    const all = await selectAll.run(({ signal, onProgress }) =>
      fetchAllMembers(communityId, filterTag?.id, {
        signal,
        onProgress: (p) => onProgress({ done: p.loaded, total: p.total }),
      }),
    );
    if (all) rows.replace(all.items);
  };

  const fileName = exportFileName('members', communityName, filterTag && 'tag', filterTag?.name);
  const startExport = () =>
    rows.count > 0
      ? exporter.exportRows(selected, exportFileName('members', communityName, 'selection'))
      : exporter.exportList(filterTag?.id, fileName);

  return (
    <SelectionBar
      count={rows.count}
      noun={['member', 'members']}
      selectAll={
        total !== undefined && total > 0 && rows.count < total
          ? {
              label: `Select all ${members(total)}${matching}`,
              onSelect: () => void startSelectAll(),
              disabled: selectAll.state.status === 'running',
            }
          : undefined
      }
      onClear={() => {
        selectAll.reset();
        rows.clear();
      }}
      actions={
        <>
          <Button variant="secondary" size="sm" disabled={rows.count === 0} onClick={() => setTagging(true)}>
            <TagIcon aria-hidden className="size-4" />
            Tag selected…
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={exporter.state.status === 'running' || (rows.count === 0 && !total)}
            onClick={() => void startExport()}
          >
            <Download aria-hidden className="size-4" />
            {rows.count > 0
              ? `Export ${members(rows.count)} (CSV)`
              : `Export all${total === undefined ? '' : ` ${members(total)}`} (CSV)`}
          </Button>
        </>
      }
    >
      <SelectAllStatus state={selectAll.state} onCancel={selectAll.cancel} />
      <MembersExportStatus state={exporter.state} onCancel={exporter.cancel} onDismiss={exporter.reset} />
      <TagSelectionDialog
        communityId={communityId}
        members={selected}
        tags={tags}
        open={tagging}
        onOpenChange={setTagging}
      />
    </SelectionBar>
  );
}

function SelectAllStatus({
  state,
  onCancel,
}: {
  state: ReturnType<typeof useCancellableTask<AllPages<Member>>>['state'];
  onCancel: () => void;
}) {
  if (state.status === 'running')
    return (
      <TaskProgress
        label="Selecting every member"
        done={state.progress.done}
        total={state.progress.total}
        unit="members"
        onCancel={onCancel}
      />
    );
  if (state.status === 'done') {
    const { items, total, incomplete } = state.result;
    if (incomplete)
      return (
        <InlineError tone="neutral">
          Selected {members(items.length)}, not the whole list: {describeIncompleteRead(incomplete)}.
        </InlineError>
      );
    if (items.length === total) return null;
    return (
      <p role="status" className="text-sm">
        Selected {members(items.length)}; the service now counts {formatNumber(total)}: the list changed while
        it was read.
      </p>
    );
  }
  if (state.status === 'failed' || state.status === 'cancelled') {
    const why =
      state.status === 'failed'
        ? `failed (${state.error instanceof Error ? state.error.message : 'unknown error'})`
        : 'was cancelled';
    return (
      <p role="status" className="text-sm">
        Selecting every member {why} after reading {formatNumber(state.progress.done)}
        {state.progress.total === undefined ? '' : ` of ${formatNumber(state.progress.total)}`}; the selection
        is unchanged.
      </p>
    );
  }
  return null;
}
