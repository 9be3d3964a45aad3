import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Warns before unsaved changes are lost: in-app navigation is held by a blocker (the caller shows a
 * confirmation for `blocker.state === 'blocked'`), and closing or reloading the tab gets the
 * browser's own prompt. `release()` lets the navigation after a successful save through;
 * `hold()` re-arms the guard when the save failed.
 */
export function useUnsavedChanges(dirty: boolean) {
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!released.current) event.preventDefault();
    };
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, [dirty]);
  const release = useCallback(() => (released.current = true), []);
  const hold = useCallback(() => (released.current = false), []);
  return { blocker, release, hold };
}
