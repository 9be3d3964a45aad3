import { describe, expect, it } from 'vitest';
import type { SignalEntry } from './review-signals';
import { appendColumns, toColumns } from './signals-protocol';

const entry = (i: number): SignalEntry => ({
  key: `0x${String(i).padStart(40, '0')}`,
  earnedAt: i % 2 ? `2026-01-0${String(1 + (i % 9))}T00:00:00Z` : null,
  claimedAt: i % 3 ? null : '2026-02-01T00:00:00Z',
  value: i % 4 ? i * 1.5 : null,
  metadataKey: i % 5 ? `{"points":${String(i)}}` : null,
});

describe('a board crossing to the signals worker in slices of columns', () => {
  it('arrives whole, in order, with every null kept', () => {
    const board = Array.from({ length: 23 }, (_, i) => entry(i));
    const arrived: SignalEntry[] = [];
    for (let start = 0; start < board.length; start += 5)
      appendColumns(arrived, toColumns(board, start, Math.min(board.length, start + 5)));
    expect(arrived).toEqual(board);
  });

  it('a slice holds only its own entries', () => {
    const board = Array.from({ length: 10 }, (_, i) => entry(i));
    const columns = toColumns(board, 4, 7);
    expect(columns.key).toEqual(board.slice(4, 7).map((e) => e.key));
    expect(columns.value).toEqual([null, 7.5, 9]);
  });
});
