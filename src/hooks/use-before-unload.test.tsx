import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBeforeUnload } from './use-before-unload';

/** Dispatches `beforeunload` as the browser does on a reload; true when a listener asked to stay. */
function reload(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const otherListener = vi.fn();
afterEach(() => window.removeEventListener('beforeunload', otherListener));

describe('useBeforeUnload', () => {
  it('asks before leaving only while active', () => {
    const { rerender, unmount } = renderHook(({ active }) => useBeforeUnload(active), {
      initialProps: { active: false },
    });
    expect(reload()).toBe(false);
    rerender({ active: true });
    expect(reload()).toBe(true);
    rerender({ active: false });
    expect(reload()).toBe(false);
    rerender({ active: true });
    unmount();
    expect(reload()).toBe(false);
  });

  it('keeps listeners that would shut things down from hearing a leave the user may still cancel', () => {
    // The sandbox's service-worker client stops answering on any `beforeunload`, even one the page
    // cancels; its listener is added after this module loaded, and must not run while asking.
    window.addEventListener('beforeunload', otherListener);
    const { rerender } = renderHook(({ active }) => useBeforeUnload(active), {
      initialProps: { active: true },
    });
    expect(reload()).toBe(true);
    expect(otherListener).not.toHaveBeenCalled();
    rerender({ active: false });
    reload();
    expect(otherListener).toHaveBeenCalledTimes(1);
  });
});
