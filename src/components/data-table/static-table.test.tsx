import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaticTable, type StaticColumn } from './static-table';

interface Bin {
  range: string;
  count: number;
}

const columns: StaticColumn<Bin>[] = [
  { id: 'range', header: 'Score', rowHeader: true, cell: (b) => b.range, title: (b) => `From ${b.range}` },
  {
    id: 'count',
    header: 'Entries',
    cell: (b, i) => `${String(b.count)} (#${String(i + 1)})`,
    placeholder: '…',
  },
];

const bins: Bin[] = [
  { range: '0–500', count: 2 },
  { range: '500–1,000', count: 9 },
];

describe('static table', () => {
  it('names itself by its caption, its rows by their header cell, and gives each cell its row and place', () => {
    render(<StaticTable caption="Score ranges" columns={columns} rows={bins} getRowId={(b) => b.range} />);
    const table = screen.getByRole('table', { name: 'Score ranges' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Score', 'Entries']);
    const second = within(table).getByRole('row', { name: '500–1,000 9 (#2)' });
    expect(within(second).getByRole('rowheader', { name: '500–1,000' })).toHaveAttribute(
      'title',
      'From 500–1,000',
    );
    expect(within(second).getByRole('cell')).toHaveTextContent('9 (#2)');
  });

  it('draws placeholder rows hidden from assistive technology before the rows', () => {
    render(
      <StaticTable
        caption="Score ranges"
        columns={columns}
        rows={[]}
        getRowId={(b) => b.range}
        placeholderRows={3}
      />,
    );
    const table = screen.getByRole('table', { name: 'Score ranges' });
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    expect(within(table).getAllByText('…', { exact: true })).toHaveLength(3);
  });
});
