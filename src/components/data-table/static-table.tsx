import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { Column } from './types';

/** A column of a table whose rows are all at hand: no sort, no link, no paging. */
export interface StaticColumn<T> extends Omit<Column<T>, 'sortKey' | 'cell'> {
  /** The cell of a row, given its place in `rows`. */
  cell: (row: T, index: number) => ReactNode;
  /** The cells name their row (`<th scope="row">`), as a record's title or a period does. */
  rowHeader?: boolean;
  /** The cell's whole value on hover, when the cell shortens it. */
  title?: (row: T) => string | undefined;
  /** What the column shows in a placeholder row while the rows are read. */
  placeholder?: ReactNode;
}

interface StaticTableProps<T> {
  /** The table's accessible name; hidden unless `captionClassName` styles it to be seen. */
  caption: ReactNode;
  captionClassName?: string;
  columns: readonly StaticColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T, index: number) => string;
  /** The table's size and type (`w-full text-xs`, `min-w-[32rem]`, `table-fixed`). */
  className?: string;
  /** Extra classes of the header row's group, e.g. `sr-only` for headers read but not shown. */
  headClassName?: string;
  /** The padding every cell shares; a column's `className` adds its own. */
  cellClassName?: string;
  /** Lines only between rows (a list in a card), instead of above each row (under the header too). */
  linesBetween?: boolean;
  rowClassName?: string;
  /** Rows of placeholders, hidden from assistive technology, while the rows are read. */
  placeholderRows?: number;
}

/**
 * Placeholder rows whose cells pulse; the ones below stand still. Each pulsing cell is an animation
 * the browser restyles on every frame and every change of the page: a hundred rows of five cells
 * (the overview's insights of a hundred badges) made opening a dialog over them a long task.
 */
const PULSING_PLACEHOLDER_ROWS = 10;

/**
 * A small table for rows already in memory: a chart's numbers, a short list, a report. It shares
 * the look of the data table without its states, links or paging, and lives in its own module so
 * the first route, which draws only the data table, does not load it.
 */
export function StaticTable<T>(props: StaticTableProps<T>) {
  const { columns, cellClassName } = props;
  const rowClassName = cn(!props.linesBetween && 'border-t border-border', props.rowClassName);
  return (
    <table className={cn('text-left tabular-nums', props.className)}>
      <caption className={props.captionClassName ?? 'sr-only'}>{props.caption}</caption>
      <thead className={cn('text-muted-foreground', props.headClassName)}>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col" className={cn(cellClassName, 'font-medium', column.className)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={cn(props.linesBetween && 'divide-y divide-border')}>
        {Array.from({ length: props.placeholderRows ?? 0 }, (_, i) => (
          <tr
            key={`\u0000placeholder-${String(i)}`}
            aria-hidden="true"
            className={cn(rowClassName, i >= PULSING_PLACEHOLDER_ROWS && '[&_*]:animate-none')}
          >
            {columns.map((column) => (
              <td key={column.id} className={cn(cellClassName, column.className)}>
                {column.placeholder}
              </td>
            ))}
          </tr>
        ))}
        {props.rows.map((row, index) => (
          <tr key={props.getRowId(row, index)} className={rowClassName}>
            {columns.map((column) => {
              const Cell = column.rowHeader ? 'th' : 'td';
              return (
                <Cell
                  key={column.id}
                  scope={column.rowHeader ? 'row' : undefined}
                  title={column.title?.(row)}
                  className={cn(cellClassName, column.rowHeader && 'weak:font-normal', column.className)}
                >
                  {column.cell(row, index)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
