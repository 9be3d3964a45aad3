import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { labelsMissingFromNames } from '../../testing/label-in-name';
import { DataTable, type ListQuery } from './data-table';
import type { Column } from './types';

interface Row {
  id: string;
  /** What the row's first cell shows. */
  shown: string;
  /** What the row's label says. */
  label: string;
}

const rows: Row[] = [
  // The label says what the cell shows: it names the link.
  { id: 'badge', shown: 'Early Supporter', label: 'Early Supporter' },
  // The cell shows the label and more (an ENS name and its wallet).
  { id: 'member', shown: 'ada.eth 0x12ab…89cd', label: 'ada.eth' },
  // The cell shows other words than the label (an attribution's date).
  { id: 'attribution', shown: '3 h ago', label: 'Attribution of ada.eth' },
];

const columns: Column<Row>[] = [{ id: 'first', header: 'First', cell: (row) => <span>{row.shown}</span> }];

const query: ListQuery<Row> = {
  data: rows,
  error: null,
  isPending: false,
  isPlaceholderData: false,
  refetch: () => undefined,
};

describe('row links', () => {
  it('have names that hold the words they show, with the row label, and keep their text (WCAG 2.5.3)', () => {
    render(
      <MemoryRouter>
        <DataTable
          label="Rows"
          columns={columns}
          query={query}
          getRowId={(row) => row.id}
          getRowHref={(row) => `/rows/${row.id}`}
          getRowLabel={(row) => row.label}
          empty={null}
        />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Rows' });
    expect(labelsMissingFromNames(table)).toEqual([]);
    const links = within(table).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/rows/badge',
      '/rows/member',
      '/rows/attribution',
    ]);
    // Named without changing their text: a reader of a link's text gets the words it shows, once.
    expect(links.map((link) => link.textContent)).toEqual(rows.map((row) => row.shown));
    expect(within(table).getByRole('link', { name: 'Early Supporter' })).toHaveAttribute(
      'href',
      '/rows/badge',
    );
    expect(within(table).getByRole('link', { name: 'ada.eth 0x12ab…89cd' })).toHaveAttribute(
      'href',
      '/rows/member',
    );
    expect(within(table).getByRole('link', { name: 'Attribution of ada.eth, 3 h ago' })).toHaveAttribute(
      'href',
      '/rows/attribution',
    );
  });
});
