import type { ReactNode } from 'react';
import { formatNumber } from '../../lib/format';
import { Button } from '../ui/button';

interface SelectionBarProps {
  /** Rows selected, across every page. */
  count: number;
  /** What a row is: ['member', 'members']. */
  noun: readonly [string, string];
  /** Offered when not everything is selected, e.g. "Select all 640 members". */
  selectAll?: { label: string; onSelect: () => void; disabled?: boolean };
  onClear: () => void;
  /** What can be done with the selection (or the whole list). */
  actions?: ReactNode;
  /** Progress and results of those actions, below. */
  children?: ReactNode;
}

/** Above a table with a checkbox column: how many rows are selected, select all, clear, actions. */
export function SelectionBar({ count, noun, selectAll, onClear, actions, children }: SelectionBarProps) {
  return (
    <section
      aria-label="Selection"
      className="mb-3 flex flex-col gap-2 rounded-lg border border-border bg-card px-3 py-2"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="text-sm font-medium tabular-nums" aria-live="polite">
          {count === 0
            ? `No ${noun[1]} selected`
            : `${formatNumber(count)} ${count === 1 ? noun[0] : noun[1]} selected`}
        </p>
        {selectAll && (
          <Button variant="link" size="sm" onClick={selectAll.onSelect} disabled={selectAll.disabled}>
            {selectAll.label}
          </Button>
        )}
        {count > 0 && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear selection
          </Button>
        )}
        {actions && (
          <div className="flex w-full flex-wrap items-center gap-2 sm:ml-auto sm:w-auto">{actions}</div>
        )}
      </div>
      {children}
    </section>
  );
}
