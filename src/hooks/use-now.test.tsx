import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

afterEach(() => {
  vi.useRealTimers();
});

describe('useNow', () => {
  it('keeps the time its readers rendered with when they subscribe (no render again on mount)', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const renders: number[] = [];
    function Reader() {
      const now = useNow();
      renders.push(now);
      // Time passes between the render and the subscription (the rest of the page mounts).
      vi.setSystemTime(Date.now() + 5_000);
      return null;
    }
    render(<Reader />);
    expect(renders).toHaveLength(1);
  });

  it('ticks every 30 seconds while read', () => {
    vi.useFakeTimers({ now: 2_000_000 });
    const renders: number[] = [];
    function Reader() {
      renders.push(useNow());
      return null;
    }
    const { unmount } = render(<Reader />);
    const first = renders.at(-1) ?? 0;
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(renders.at(-1)).toBeGreaterThanOrEqual(first + 30_000);
    unmount();
  });
});
