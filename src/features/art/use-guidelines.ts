import { useCallback } from 'react';
import { useConnectionScoped } from '../../hooks/use-connection-scoped';
import { guidelinesStore, type ArtGuidelines } from './guidelines';

/** The guideline profile of this connection, and a setter that keeps it in this browser. */
export function useGuidelines(): [ArtGuidelines, (next: ArtGuidelines) => void] {
  const { value, keyNow } = useConnectionScoped(guidelinesStore);
  const save = useCallback(
    (next: ArtGuidelines) => {
      const key = keyNow();
      if (key) guidelinesStore.write(key, next);
    },
    [keyNow],
  );
  return [value, save];
}
