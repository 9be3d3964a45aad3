import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DataTable, type ListQuery } from './data-table';
import type { Column } from './types';

interface Row {
  id: string;
}

const columns: Column<Row>[] = [{ id: 'id', header: 'Id', cell: (r) => r.id }];
const page = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: `r${String(from + i)}` }));
const query = (rows: Row[]): ListQuery<Row> => ({
  data: { results: rows, total: 1000 },
  error: null,
  isPending: false,
  isPlaceholderData: false,
  refetch: () => undefined,
});

function Table({ rows }: { rows: Row[] }) {
  return (
    <MemoryRouter>
      <DataTable label="Rows" columns={columns} query={query(rows)} getRowId={(r) => r.id} empty={null} />
    </MemoryRouter>
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Rows' }))
    .getAllByRole('row')
    .slice(1);

describe('a page of many rows', () => {
  it('draws the first 25 rows at once and the rest slice by slice, in order', async () => {
    const { rerender } = render(<Table rows={page(0, 100)} />);
    expect(bodyRows()).toHaveLength(25);
    await waitFor(() => expect(bodyRows()).toHaveLength(100));
    expect(bodyRows().map((r) => r.textContent)).toEqual(page(0, 100).map((r) => r.id));

    // The same page given again (a new array, as a parent's render makes) keeps its rows drawn.
    rerender(<Table rows={page(0, 100)} />);
    expect(bodyRows()).toHaveLength(100);

    // The next page starts again from its first slice.
    rerender(<Table rows={page(100, 100)} />);
    expect(bodyRows()).toHaveLength(25);
    expect(bodyRows()[0]?.textContent).toBe('r100');
    await waitFor(() => expect(bodyRows()).toHaveLength(100));
  });

  it('draws a page of 25 rows or fewer in one go', () => {
    render(<Table rows={page(0, 25)} />);
    expect(bodyRows()).toHaveLength(25);
  });
});
