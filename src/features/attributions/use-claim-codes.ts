import { useCallback, useMemo } from 'react';
import { useConnectionScoped } from '../../hooks/use-connection-scoped';
import {
  addCode,
  claimCodeStore,
  forgetBatch,
  noteCodeUse,
  startBatch,
  type CodeBatch,
  type CodeUse,
} from './claim-code-store';

/** The claim-code batches of a badge kept in this browser (for the current connection), newest first. */
export function useClaimCodes(communityId: string, badgeId: string) {
  const { value: batches, keyNow } = useConnectionScoped(claimCodeStore, communityId, badgeId);

  const withKey = useCallback(
    <A extends unknown[]>(action: (key: string, ...args: A) => void) =>
      (...args: A) => {
        const key = keyNow();
        if (key) action(key, ...args);
      },
    [keyNow],
  );
  return useMemo(
    () => ({
      batches,
      start: withKey((key, batch: Omit<CodeBatch, 'codes'>) => startBatch(key, batch)),
      add: withKey((key, batchId: string, code: string) => addCode(key, batchId, code)),
      noteUse: withKey((key, code: string, use: CodeUse) => noteCodeUse(key, code, use)),
      forget: withKey((key, batchId: string) => forgetBatch(key, batchId)),
    }),
    [batches, withKey],
  );
}
