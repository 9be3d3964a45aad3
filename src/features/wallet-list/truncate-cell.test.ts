import { describe, expect, it } from 'vitest';
import { CELL_MAX, cutNote, truncateCell } from './truncate-cell';

describe('truncateCell', () => {
  it('leaves a cell of up to 120 characters whole', () => {
    const text = 'x'.repeat(CELL_MAX);
    expect(truncateCell(text)).toEqual({ text });
    expect(cutNote(truncateCell(text))).toBe('');
  });

  it('cuts a longer cell at 120 characters with an ellipsis and states its full length', () => {
    const cell = truncateCell('y'.repeat(1_048_576));
    expect(cell.text).toBe(`${'y'.repeat(120)}…`);
    expect(cell.cutFrom).toBe(1_048_576);
    expect(cutNote(cell)).toBe(' (1,048,576 characters)');
  });
});
