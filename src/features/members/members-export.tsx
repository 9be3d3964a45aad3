import { describeIncompleteRead } from '../../api/fetch-all-pages';
import type { Member } from '../../api/generated/types.gen';
import { fetchAllMembers } from '../../api/resources/members';
import { TaskProgress } from '../../components/feedback/task-progress';
import { Button } from '../../components/ui/button';
import { useCancellableTask, type TaskState } from '../../hooks/use-cancellable-task';
import { downloadCsv } from '../../lib/csv/to-csv';
import { formatNumber } from '../../lib/format';
import { yieldToMain } from '../../lib/schedule';
import { membersCsvParts } from './export-members';

export interface MembersExportResult {
  /** Rows written to the file. */
  rows: number;
  /** The list's size as the service last reported it (the same as `rows` unless it changed). */
  total: number;
  fileName: string;
  /** Why the file is not the whole list, when the read stopped short (in words). */
  incomplete?: string;
}

/**
 * Exports members as CSV: a whole list (the community's, or a tag's: every page is read, with
 * progress and a cancel) or rows already at hand (a selection).
 */
export function useMembersExport(communityId: string) {
  const task = useCancellableTask<MembersExportResult>();
  const { run } = task;

  const exportList = (tag: string | undefined, fileName: string) =>
    run(async ({ signal, onProgress }) => {
      const all = await fetchAllMembers(communityId, tag, {
        signal,
        onProgress: (p) => onProgress({ done: p.loaded, total: p.total }),
      });
      downloadCsv(fileName, await membersCsvParts(all.items, signal));
      const result = { rows: all.items.length, total: all.total, fileName };
      return all.incomplete ? { ...result, incomplete: describeIncompleteRead(all.incomplete) } : result;
    });

  const exportRows = (rows: readonly Member[], fileName: string) =>
    run(async ({ signal }) => {
      await yieldToMain(); // lets the button show it is busy before the file is written
      downloadCsv(fileName, await membersCsvParts(rows, signal));
      return { rows: rows.length, total: rows.length, fileName };
    });

  return { state: task.state, exportList, exportRows, cancel: task.cancel, reset: task.reset };
}

const plural = (n: number) => `${formatNumber(n)} ${n === 1 ? 'member' : 'members'}`;

/** What the export is doing or did, in words: progress, the file and its row count, or the failure. */
export function MembersExportStatus({
  state,
  onCancel,
  onDismiss,
}: {
  state: TaskState<MembersExportResult>;
  onCancel: () => void;
  onDismiss: () => void;
}) {
  if (state.status === 'idle') return null;
  if (state.status === 'running') {
    return (
      <TaskProgress
        label="Reading members for the export"
        done={state.progress.done}
        total={state.progress.total}
        unit="members"
        onCancel={onCancel}
      />
    );
  }
  let message: string;
  if (state.status === 'done') {
    const { rows, total, fileName, incomplete } = state.result;
    message = `Exported ${plural(rows)} to ${fileName}.`;
    if (incomplete) message += ` The file is not the whole list: ${incomplete}.`;
    else if (total !== rows)
      message += ` The service now counts ${formatNumber(total)}: the list changed while it was read.`;
  } else {
    const read = `after reading ${formatNumber(state.progress.done)}${
      state.progress.total === undefined ? '' : ` of ${formatNumber(state.progress.total)}`
    } members`;
    message =
      state.status === 'cancelled'
        ? `Export cancelled ${read}; no file was written.`
        : `Export failed ${read}: ${state.error instanceof Error ? state.error.message : 'unknown error'}. No file was written.`;
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <p
        role={
          state.status === 'failed' || (state.status === 'done' && state.result.incomplete)
            ? 'alert'
            : 'status'
        }
        className="min-w-0 flex-1"
      >
        {message}
      </p>
      <Button variant="ghost" size="sm" onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
  );
}
