import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettledValue } from './use-settled-value';

describe('useSettledValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the first value at once, then a new one only once it has stopped changing', () => {
    const { result, rerender } = renderHook(({ value }) => useSettledValue(value, 500), {
      initialProps: { value: 'https://img.example/a.png' },
    });
    expect(result.current).toBe('https://img.example/a.png');

    // Typed one character at a time, 100 ms apart: none of the partial addresses comes through.
    for (const partial of ['https://i', 'https://im', 'https://img.', 'https://img.example/b.png']) {
      rerender({ value: partial });
      act(() => {
        vi.advanceTimersByTime(100);
      });
      expect(result.current).toBe('https://img.example/a.png');
    }
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(result.current).toBe('https://img.example/b.png');
  });
});
