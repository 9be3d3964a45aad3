import { useEffect, useRef } from 'react';
import { Checkbox } from '../ui/checkbox';
import type { RowSelection } from './types';

/** The header's checkbox: every row of this page, checked, unchecked or mixed. */
export function SelectPageCell<T>({ rows, selection }: { rows: T[]; selection: RowSelection<T> }) {
  const ref = useRef<HTMLInputElement>(null);
  const count = rows.filter((row) => selection.isSelected(row)).length;
  const all = rows.length > 0 && count === rows.length;
  const some = count > 0 && !all;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <th scope="col" className="w-10 px-4 py-2.5">
      <Checkbox
        ref={ref}
        aria-label="Select every row on this page"
        checked={all}
        disabled={rows.length === 0}
        onChange={(e) => selection.onSelect(rows, e.target.checked)}
      />
    </th>
  );
}

/** A row's checkbox; it sits above the row's link so clicking it selects instead of opening. */
export function SelectRowCell<T>({
  row,
  label,
  selection,
}: {
  row: T;
  label: string;
  selection: RowSelection<T>;
}) {
  return (
    <td className="relative z-10 w-10 px-4 py-2.5 align-middle">
      <Checkbox
        aria-label={`Select ${label}`}
        checked={selection.isSelected(row)}
        onChange={(e) => selection.onSelect([row], e.target.checked)}
      />
    </td>
  );
}
