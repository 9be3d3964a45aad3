import { describe, expect, it } from 'vitest';
import { inOrder } from './compare';
import { sortValues } from './sort-client';

describe('sortValues', () => {
  it('sorts a long column through the worker calls (in place where no worker starts), stable', async () => {
    const values = Array.from({ length: 5000 }, (_, i) => (i % 2 === 0 ? `2024-01-0${1 + (i % 9)}` : null));
    const order = await sortValues('date', values, 'desc');
    expect(order).toHaveLength(5000);
    const firsts = inOrder(values, order, 0, 3);
    expect(firsts).toEqual(['2024-01-09', '2024-01-09', '2024-01-09']);
    // Ties in list order; empties last.
    expect([...order.slice(0, 3)]).toEqual([8, 26, 44]);
    expect(values[order[4999]!]).toBeNull();
  });

  it('stops with an AbortError when the call is cancelled', async () => {
    const stop = new AbortController();
    stop.abort();
    const values = Array.from({ length: 3000 }, (_, i) => i);
    await expect(sortValues('number', values, 'asc', stop.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
