import { useCallback, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { useBeforeUnload } from './use-before-unload';

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
  // The tab's own "Leave site?" question, through the one listener that keeps the sandbox alive
  // when the user chooses to stay (see use-before-unload.ts).
  const [releasedForUnload, setReleasedForUnload] = useState(false);
  useBeforeUnload(dirty && !releasedForUnload);
  const release = useCallback(() => {
    released.current = true;
    setReleasedForUnload(true);
  }, []);
  const hold = useCallback(() => {
    released.current = false;
    setReleasedForUnload(false);
  }, []);
  return { blocker, release, hold };
}
