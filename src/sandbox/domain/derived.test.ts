import { describe, expect, it, vi } from 'vitest';
import { keptView } from './derived';
import { createStore } from './store';

describe('keptView', () => {
  it('derives a view once while the store and the array stay the same', () => {
    const store = createStore();
    const source = [3, 1, 2];
    const derive = vi.fn(() => [...source].sort());
    expect(keptView(store, source, 'sorted', derive)).toEqual([1, 2, 3]);
    expect(keptView(store, source, 'sorted', derive)).toEqual([1, 2, 3]);
    expect(derive).toHaveBeenCalledTimes(1);
  });

  it('derives it again after a change the store marks, and after an append to the array', () => {
    const store = createStore();
    const source = [{ n: 2 }, { n: 1 }];
    const total = () => keptView(store, source, 'total', () => source.reduce((sum, x) => sum + x.n, 0));
    expect(total()).toBe(3);
    source[0] = { n: 10 };
    store.markChanged();
    expect(total()).toBe(11);
    source.push({ n: 5 });
    expect(total()).toBe(16);
    store.nextId(); // an id drawn is a change too
    source[1] = { n: 0 };
    expect(total()).toBe(15);
  });

  it('keeps views of other arrays and other keys apart, and drops the stale ones of a changed store', () => {
    const store = createStore();
    const a = [1];
    const b = [2];
    const derive = vi.fn((value: number) => value);
    expect(keptView(store, a, 'x', () => derive(1))).toBe(1);
    expect(keptView(store, b, 'x', () => derive(2))).toBe(2);
    expect(keptView(store, a, 'y', () => derive(3))).toBe(3);
    expect(derive).toHaveBeenCalledTimes(3);
    store.markChanged();
    expect(keptView(store, a, 'x', () => derive(4))).toBe(4);
    expect(keptView(store, a, 'y', () => derive(5))).toBe(5);
    expect(derive).toHaveBeenCalledTimes(5);
  });
});
