import { useCallback, useMemo, useState } from 'react';
import type { RowSelection } from '../components/data-table/types';

/**
 * Rows selected across pages, kept by id with the rows themselves (so a selection can be exported
 * or sent without reading it again). `selection` plugs into DataTable's checkbox column.
 */
export function useRowSelection<T>(getId: (row: T) => string) {
  const [selected, setSelected] = useState<ReadonlyMap<string, T>>(() => new Map());

  const onSelect = useCallback(
    (rows: T[], on: boolean) =>
      setSelected((previous) => {
        const next = new Map(previous);
        for (const row of rows) {
          if (on) next.set(getId(row), row);
          else next.delete(getId(row));
        }
        return next;
      }),
    [getId],
  );
  const replace = useCallback(
    (rows: readonly T[]) => setSelected(new Map(rows.map((row) => [getId(row), row]))),
    [getId],
  );
  const clear = useCallback(() => setSelected(new Map()), []);

  const selection = useMemo<RowSelection<T>>(
    () => ({ isSelected: (row) => selected.has(getId(row)), onSelect }),
    [selected, getId, onSelect],
  );

  return { selected, count: selected.size, selection, replace, clear };
}
