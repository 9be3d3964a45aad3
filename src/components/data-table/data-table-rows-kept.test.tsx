import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DataTable, type ListQuery } from './data-table';
import type { Column } from './types';

interface Row {
  id: string;
}

const rows: Row[] = Array.from({ length: 5 }, (_, i) => ({ id: `r${String(i)}` }));
const rowId = (row: Row) => row.id;

/** Columns whose one cell counts how often it is drawn. */
function countingColumns(drawn: string[]): Column<Row>[] {
  return [
    {
      id: 'id',
      header: 'Id',
      cell: (row) => {
        drawn.push(row.id);
        return row.id;
      },
    },
  ];
}

const query = (total: number): ListQuery<Row> => ({
  data: { results: rows.slice(), total },
  error: null,
  isPending: false,
  isPlaceholderData: false,
  refetch: () => undefined,
});

function Table(props: { columns: Column<Row>[]; total: number; getRowId?: (row: Row) => string }) {
  return (
    <MemoryRouter>
      <DataTable
        label="Rows"
        columns={props.columns}
        query={query(props.total)}
        getRowId={props.getRowId ?? rowId}
        empty={null}
      />
    </MemoryRouter>
  );
}

describe('rows while a list is still being read', () => {
  it('keeps its rows drawn when only the rest of the table changes (the count, a new page array)', () => {
    const drawn: string[] = [];
    const columns = countingColumns(drawn);
    const { rerender } = render(<Table columns={columns} total={1000} />);
    expect(drawn).toHaveLength(5);

    // The next page of the read arrives: the same first rows, a larger count.
    rerender(<Table columns={columns} total={2000} />);
    expect(drawn).toHaveLength(5);
    expect(within(screen.getByRole('table', { name: 'Rows' })).getAllByRole('row')).toHaveLength(6);
  });

  it('draws its rows again when what draws them changes', () => {
    const drawn: string[] = [];
    const { rerender } = render(<Table columns={countingColumns(drawn)} total={1000} />);
    // New columns (a page that builds them on every render, or a new metric): every row again.
    rerender(<Table columns={countingColumns(drawn)} total={1000} />);
    expect(drawn).toHaveLength(10);
    // A new row id function (defined inline in a render) too.
    const columns = countingColumns(drawn);
    rerender(<Table columns={columns} total={1000} getRowId={(row) => row.id} />);
    rerender(<Table columns={columns} total={1000} getRowId={(row) => row.id} />);
    expect(drawn).toHaveLength(20);
  });
});
