import { InlineError } from '../../components/feedback/inline-error';
import { Button } from '../../components/ui/button';
import { formatNumber } from '../../lib/format';
import type { BoardSearch } from './use-board-search';

const entries = (n: number) => `${formatNumber(n)} ${n === 1 ? 'entry' : 'entries'}`;

/** What the board's search kept: "3 of 300 entries match", or why a member id matched none. */
export function BoardSearchNote({ found, boardSize }: { found: BoardSearch; boardSize: number | undefined }) {
  const { search, member } = found;
  if (!search) return null;
  const box = 'rounded-lg border border-border bg-muted/40 px-4 py-2 text-sm';
  if (member?.isError)
    return (
      <InlineError
        boxed
        action={
          <Button variant="secondary" size="sm" onClick={() => void member.refetch()}>
            Try again
          </Button>
        }
      >
        The member could not be read: {member.error.message}.
      </InlineError>
    );
  if (member?.isPending)
    return (
      <p role="status" className={box}>
        Reading the member for their wallet…
      </p>
    );
  if (member && member.data === null)
    return (
      <p role="status" className={box}>
        No member of this community has this ID.
      </p>
    );
  if (!found.entries || boardSize === undefined) return null;
  const whose = member?.data?.wallet ? ` (the member’s wallet, ${member.data.wallet})` : '';
  return (
    <p role="status" className={box}>
      {entries(found.entries.length)} of {formatNumber(boardSize)} match
      {found.entries.length === 1 ? 'es' : ''}
      {whose}; ranks are those of the whole board.
    </p>
  );
}
