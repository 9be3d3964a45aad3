// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { RankedEntry } from '../board';
import { printBoard, printView } from './print-board';
import { IMAGE, imageSize, shareBoard } from './share-board';

const entry = (n: number, rank: number, extra: Partial<RankedEntry> = {}): RankedEntry => ({
  key: `0x${n.toString(16).padStart(40, '0')}`,
  wallet: `0x${n.toString(16).padStart(40, '0')}`,
  name: null,
  earnedAt: null,
  claimedAt: null,
  value: 100 - n,
  metadataKey: null,
  rank,
  tied: false,
  ...extra,
});

const labels = { title: 'Raffle', order: 'Score, highest first', metric: 'Score', readAt: Date.UTC(2026, 10, 20, 9, 5) };

describe('the shared board', () => {
  it('keeps the top N, each with its rank (ties marked), its name or short wallet and its value', () => {
    const entries = [
      entry(1, 1, { name: 'alice.eth', value: 1234.5 }),
      entry(2, 2, { tied: true }),
      entry(3, 2, { tied: true, value: null }),
      entry(4, 4),
    ];
    const board = shareBoard(entries, 3, labels);
    expect(board.rows).toEqual([
      { rank: '1', name: 'alice.eth', value: '1,234.5' },
      { rank: '2=', name: '0x0000…0002', value: '98' },
      { rank: '2=', name: '0x0000…0003', value: '—' },
    ]);
    expect([board.boardSize, board.readAt]).toEqual([4, '2026-11-20 09:05 UTC']);
    // At least one row, at most the board.
    expect(shareBoard(entries, 0, labels).rows).toHaveLength(1);
    expect(shareBoard(entries, 50, labels).rows).toHaveLength(4);
    expect(imageSize(board)).toEqual({
      width: IMAGE.width,
      height: IMAGE.header + 3 * IMAGE.row + IMAGE.footer,
    });
  });

  it('prints the board alone: a heading, the order and read time, and a table of the rows as text', () => {
    const board = shareBoard([entry(1, 1, { name: '<b>x</b>' }), entry(2, 2)], 10, labels);
    const view = printView(board);
    expect(view.querySelector('h1')?.textContent).toBe('Raffle: leaderboard');
    expect(view.querySelector('p')?.textContent).toBe('Score, highest first · read 2026-11-20 09:05 UTC · top 2 of 2');
    const rows = [...view.querySelectorAll('tr')].map((tr) => [...tr.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Rank', 'Member', 'Score'],
      ['1', '<b>x</b>', '99'],
      ['2', '0x0000…0002', '98'],
    ]);
    expect(view.querySelector('b')).toBeNull();

    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      expect(document.getElementById('board-print')).not.toBeNull();
    });
    printBoard(board);
    expect(print).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('afterprint'));
    expect(document.getElementById('board-print')).toBeNull();
    expect(document.head.querySelector('style')).toBeNull();
  });
});
