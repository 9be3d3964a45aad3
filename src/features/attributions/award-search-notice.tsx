import type { UseQueryResult } from '@tanstack/react-query';
import { describeIncompleteRead } from '../../api/fetch-all-pages';
import { wholeReadLabel } from '../../components/data-table/sort-notice';
import { InlineError } from '../../components/feedback/inline-error';
import { TaskProgress } from '../../components/feedback/task-progress';
import { Button } from '../../components/ui/button';
import type { SortedList } from '../../hooks/use-sorted-list';
import { formatDateTime, formatNumber } from '../../lib/format';
import type { MemberSearch } from '../../lib/member-ref';
import type { ExactAward, MemberFoundBy } from './award-search';

const box = 'flex flex-wrap items-center gap-3 rounded-lg border border-border bg-muted/40 px-4 py-2 text-sm';

const awards = (n: number) => `${formatNumber(n)} ${n === 1 ? 'award' : 'awards'}`;

/** "Exact wallet", "Exact member ID", "Exact ENS name". */
function exactName(foundBy: MemberFoundBy): string {
  if (foundBy.by === 'wallet') return 'Exact wallet';
  if (foundBy.by === 'id') return 'Exact member ID';
  return 'Exact ENS name';
}

/** How the member was found, when the answer needs saying more than "read without the whole list". */
function nameNote(foundBy: MemberFoundBy): string {
  if (foundBy.by === 'name-cache') return ' (the member was already read in this browser)';
  if (foundBy.by === 'name-list')
    return ` (the service has no look-up by name: found on page ${formatNumber(foundBy.pagesRead)} of ${formatNumber(foundBy.pages)} of the member list)`;
  return '';
}

function exactText(result: ExactAward): string {
  const done = `${exactName(result)}: read without the whole list${nameNote(result)}.`;
  if (result.found === 'award') return done;
  if (result.found === 'not-held') return `${done} This member does not hold this badge.`;
  if (result.found === 'no-member' && result.by === 'name-list')
    return `Exact ENS name: no member of this community has this name (the service has no look-up by name: the ${formatNumber(result.pages)} ${result.pages === 1 ? 'page' : 'pages'} of the member list were read).`;
  if (result.found === 'no-member')
    return `${done} No member of this community has this ${result.by === 'id' ? 'ID' : 'wallet'}.`;
  return 'This server does not list a member’s badges: the whole list is searched for their wallet.';
}

function pendingText(search: MemberSearch): string {
  if (search.kind === 'wallet') return 'Looking up the member with this wallet and their badges';
  if (search.kind === 'id') return 'Looking up this member and their badges';
  return 'The service has no look-up by ENS name: looking for it among the members read, then in the member list';
}

export interface AwardSearchNoticeProps {
  search: MemberSearch;
  /** The exact search's answer; undefined for part of a wallet, name or id. */
  exact: UseQueryResult<ExactAward> | undefined;
  /** The whole-list search (part of a value, or a member whose badges this server cannot list). */
  list: SortedList<unknown>;
  onClear: () => void;
}

/** Says how a search of the awards was answered: without the whole list, or in it (with its read). */
export function AwardSearchNotice({ search, exact, list, onClear }: AwardSearchNoticeProps) {
  if (exact) {
    if (exact.isPending)
      return (
        <div className={box}>
          <p role="status" className="min-w-0 flex-1">
            {pendingText(search)}…
          </p>
          <Button variant="secondary" size="sm" onClick={onClear}>
            Cancel
          </Button>
        </div>
      );
    if (exact.isError)
      return (
        <InlineError
          boxed
          action={
            <Button variant="secondary" size="sm" onClick={() => void exact.refetch()}>
              Try again
            </Button>
          }
        >
          The search could not be answered: {exact.error.message}.
        </InlineError>
      );
    if (exact.data.found !== 'not-offered')
      return (
        <p role="status" className={box}>
          {exactText(exact.data)}
        </p>
      );
  }
  const lead = exact?.data.found === 'not-offered' ? `${exactText(exact.data)} ` : '';
  const { status, filtered } = list;
  if (status.state === 'reading')
    return (
      <div className={box}>
        <TaskProgress
          className="w-full"
          label={`${lead}${wholeReadLabel(`Searching ${awards(status.total)}`, status)}`}
          done={status.progress?.loaded ?? 0}
          total={status.progress?.total ?? status.total}
          unit="read"
          onCancel={status.cancel}
        />
      </div>
    );
  if (status.state === 'failed')
    return (
      <InlineError
        boxed
        action={
          <>
            <Button variant="secondary" size="sm" onClick={status.retry}>
              Try again
            </Button>
            <Button variant="ghost" size="sm" onClick={status.clear}>
              Clear search
            </Button>
          </>
        }
      >
        The whole list could not be searched: {status.error.message}.
      </InlineError>
    );
  if (!filtered) return null;
  const matched = `Matched ${formatNumber(filtered.kept)} of ${awards(filtered.of)}`;
  if (status.state === 'page')
    return (
      <p role="status" className={box}>
        {lead}
        {matched}: the whole list is on its first page, read without another request.
      </p>
    );
  if (status.state !== 'sorted')
    return (
      <p role="status" className={box}>
        {lead}
        {matched}, sorting them…
      </p>
    );
  if (status.refreshing)
    return (
      <div className={box}>
        <TaskProgress
          className="w-full"
          label="Reading the awards again"
          done={status.refreshing.loaded}
          total={status.refreshing.total}
          unit="read"
        />
      </div>
    );
  return (
    <div className={box}>
      <p role="status" className="min-w-0 flex-1">
        {lead}
        {matched} in the whole list read at {formatDateTime(status.readAt, { timeStyle: 'medium' })}.
        {status.whole.incomplete &&
          ` Not the whole list: ${describeIncompleteRead(status.whole.incomplete)}.`}
      </p>
      <Button variant="secondary" size="sm" onClick={status.refresh}>
        Refresh
      </Button>
    </div>
  );
}
