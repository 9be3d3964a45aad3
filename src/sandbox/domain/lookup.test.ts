import { describe, expect, it } from 'vitest';
import { newestFirst } from './lookup';

interface Row {
  id: string;
  at: string;
}
const row = (id: string, at: string): Row => ({ id, at });
const ids = (rows: Row[]) => rows.map((r) => r.id);

describe('newestFirst', () => {
  it('orders by time, newest first, and puts later insertions first on ties', () => {
    const rows = [
      row('a', '2026-01-02'),
      row('b', '2026-01-01'),
      row('c', '2026-01-02'),
      row('d', '2026-01-03'),
    ];
    expect(ids(newestFirst(rows, (r) => r.at))).toEqual(['d', 'c', 'a', 'b']);
  });

  it('returns a list stored in time order reversed, without changing the stored array', () => {
    const rows = [row('a', '2026-01-01'), row('b', '2026-01-01'), row('c', '2026-01-05')];
    const sorted = newestFirst(rows, (r) => r.at);
    expect(ids(sorted)).toEqual(['c', 'b', 'a']);
    expect(ids(rows)).toEqual(['a', 'b', 'c']);
    expect(sorted).not.toBe(rows);
  });

  it('keeps an empty list empty', () => {
    expect(newestFirst([], (r: Row) => r.at)).toEqual([]);
  });
});
