import { UserSearch } from 'lucide-react';
import { TaskProgress } from '../../components/feedback/task-progress';
import { Button } from '../../components/ui/button';
import { formatDateTime, formatNumber } from '../../lib/format';
import { MEMBER_CHECK_TOP } from './member-checks';
import type { MemberChecksState } from './use-member-checks';

export interface MemberChecksSectionProps {
  state: MemberChecksState;
  /** Entries on the board (fewer than the top 100 are all checked). */
  boardSize: number;
  windowOpened: number | null;
  onStart: () => void;
  onCancel: () => void;
}

/**
 * The member checks of the top entries: what they read and how the claim window's opening is
 * taken, a button to run them, then their progress (with Cancel) or how far they went.
 */
export function MemberChecksSection({ state, boardSize, windowOpened, onStart, onCancel }: MemberChecksSectionProps) {
  const top = Math.min(MEMBER_CHECK_TOP, boardSize);
  return (
    <section aria-labelledby="member-checks-heading" className="flex flex-col gap-2 border-t border-border pt-3">
      <h4 id="member-checks-heading" className="text-sm font-semibold">
        Members of the top {formatNumber(top)}
      </h4>
      <p className="text-sm text-muted-foreground">
        Reads each of the top {formatNumber(top)} wallets’ member record and tokens (two requests a wallet,{' '}
        a few at a time) to flag a wallet that is not a member, holds none of the community’s tokens, or
        joined after the badge’s claim window opened
        {windowOpened === null
          ? '.'
          : `, taken as the badge’s creation (${formatDateTime(windowOpened)}): the service has no opening date, and a badge can be awarded and claimed once made.`}
      </p>
      {state.status === 'running' ? (
        <TaskProgress
          label="Checking members"
          done={state.done}
          total={state.total}
          unit="wallets"
          onCancel={onCancel}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" size="sm" onClick={onStart}>
            <UserSearch aria-hidden />
            {state.status === 'idle' ? `Check the top ${formatNumber(top)}` : 'Check again'}
          </Button>
          {state.status !== 'idle' && (
            <p className="text-sm" role={state.status === 'failed' ? 'alert' : undefined}>
              {state.status === 'done' && `${formatNumber(state.done)} wallets checked.`}
              {state.status === 'cancelled' &&
                `Cancelled after ${formatNumber(state.done)} of ${formatNumber(state.total)} wallets: the counts cover those.`}
              {state.status === 'failed' &&
                `The checks stopped after ${formatNumber(state.done)} of ${formatNumber(state.total)} wallets: ${state.error?.message ?? 'a read failed'}.`}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
