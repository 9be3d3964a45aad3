// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './use-after-paint';

describe('useAfterPaint', () => {
  /** The animation frame callbacks the browser would run before its next frame. */
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', vi.fn());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is false for the first frame and true once that frame is drawn', () => {
    const { result } = renderHook(() => useAfterPaint());
    expect(result.current).toBe(false);
    expect(frames).toHaveLength(1);
    // The frame's callbacks run, then the frame is drawn: the timer they set comes after it.
    act(() => {
      frames[0]?.(performance.now());
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(result.current).toBe(true);
  });

  it('does not wait for a frame that never comes (a tab in the background)', () => {
    const { result } = renderHook(() => useAfterPaint());
    act(() => {
      vi.advanceTimersByTime(99);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
  });
});
