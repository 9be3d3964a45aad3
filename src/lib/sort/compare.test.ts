import { describe, expect, it } from 'vitest';
import { inOrder, sortOrder, type SortDirection, type SortKind, type SortValue } from './compare';

const sorted = (kind: SortKind, values: SortValue[], direction: SortDirection = 'asc') =>
  inOrder(values, sortOrder(kind, values, direction));

describe('sortOrder', () => {
  it('compares numbers as numbers, not as text', () => {
    expect(sorted('number', [10, 9, '100', 2.5])).toEqual([2.5, 9, 10, '100']);
    expect(sorted('number', [10, 9, '100', 2.5], 'desc')).toEqual(['100', 10, 9, 2.5]);
  });

  it('compares dates as instants, whatever their written zone', () => {
    const dates = ['2024-03-01T10:00:00Z', '2024-03-01T09:00:00-02:00', '2023-12-31T23:59:59Z'];
    expect(sorted('date', dates)).toEqual([dates[2], dates[0], dates[1]]);
    expect(sorted('date', dates, 'desc')).toEqual([dates[1], dates[0], dates[2]]);
  });

  it('puts empty and unreadable values last in either direction', () => {
    const values: SortValue[] = [null, 3, '', undefined, 1, 'not a number', 2];
    expect(sorted('number', values).slice(0, 3)).toEqual([1, 2, 3]);
    expect(sorted('number', values, 'desc').slice(0, 3)).toEqual([3, 2, 1]);
    expect(sorted('date', ['', '2024-01-01', 'soon', null], 'desc')).toEqual([
      '2024-01-01',
      '',
      'soon',
      null,
    ]);
    expect(sorted('text', ['  ', 'b', null, 'a'], 'desc')).toEqual(['b', 'a', '  ', null]);
  });

  it('keeps ties in list order in both directions (stable)', () => {
    const rows = [
      { id: 'a', n: 2 },
      { id: 'b', n: 1 },
      { id: 'c', n: 2 },
      { id: 'd', n: 1 },
      { id: 'e', n: null },
      { id: 'f', n: null },
    ];
    const ids = (direction: SortDirection) =>
      inOrder(
        rows,
        sortOrder(
          'number',
          rows.map((r) => r.n),
          direction,
        ),
      ).map((r) => r.id);
    expect(ids('asc')).toEqual(['b', 'd', 'a', 'c', 'e', 'f']);
    expect(ids('desc')).toEqual(['a', 'c', 'b', 'd', 'e', 'f']);
  });

  it('compares text by locale: case and accents do not split names, digits read as numbers', () => {
    expect(sorted('text', ['bob', 'Émile', 'alice', 'Zoé', 'item 10', 'item 9'])).toEqual([
      'alice',
      'bob',
      'Émile',
      'item 9',
      'item 10',
      'Zoé',
    ]);
  });

  it('compares addresses and ids as written, character by character', () => {
    expect(sorted('id', ['0xab', '0xAB', '0x0b', 'id-10', 'id-9'])).toEqual([
      '0x0b',
      '0xAB',
      '0xab',
      'id-10',
      'id-9',
    ]);
  });

  it('orders 100,000 values as a permutation of every index', () => {
    const values = Array.from({ length: 100_000 }, (_, i) => (i * 7919) % 100_003);
    const order = sortOrder('number', values, 'desc');
    expect(new Set(order).size).toBe(values.length);
    let descending = true;
    for (let i = 1; i < order.length; i++) descending &&= values[order[i - 1]!]! >= values[order[i]!]!;
    expect(descending).toBe(true);
  });
});

describe('inOrder', () => {
  it('serves one page of the sorted rows', () => {
    const rows = ['c', 'a', 'd', 'b'];
    const order = sortOrder('text', rows, 'asc');
    expect(inOrder(rows, order, 2, 4)).toEqual(['c', 'd']);
    expect(inOrder(rows, order, 4, 6)).toEqual([]);
  });
});
