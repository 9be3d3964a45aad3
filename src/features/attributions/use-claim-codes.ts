import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { getConnection, subscribeConnection } from '../../api/credentials';
import {
  addCode,
  claimCodesKey,
  forgetBatch,
  noteCodeUse,
  parseBatches,
  startBatch,
  subscribeBatches,
  type CodeBatch,
  type CodeUse,
} from './claim-code-store';

function subscribe(listener: () => void): () => void {
  const unsubscribeBatches = subscribeBatches(listener);
  const unsubscribeConnection = subscribeConnection(listener);
  window.addEventListener('storage', listener);
  return () => {
    unsubscribeBatches();
    unsubscribeConnection();
    window.removeEventListener('storage', listener);
  };
}

const EMPTY: CodeBatch[] = [];
// useSyncExternalStore needs a stable snapshot: the batches are parsed again only when their text changes.
const parsed = new Map<string, { raw: string; batches: CodeBatch[] }>();

function readStored(key: string): CodeBatch[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return EMPTY;
  }
  if (raw === null) return EMPTY;
  const cached = parsed.get(key);
  if (cached?.raw === raw) return cached.batches;
  const batches = parseBatches(raw);
  parsed.set(key, { raw, batches });
  return batches;
}

/** The claim-code batches of a badge kept in this browser (for the current connection), newest first. */
export function useClaimCodes(communityId: string, badgeId: string) {
  const keyNow = useCallback(() => {
    const baseUrl = getConnection()?.baseUrl;
    return baseUrl ? claimCodesKey(baseUrl, communityId, badgeId) : undefined;
  }, [communityId, badgeId]);
  const getSnapshot = useCallback(() => {
    const key = keyNow();
    return key ? readStored(key) : EMPTY;
  }, [keyNow]);
  const batches = useSyncExternalStore(subscribe, getSnapshot, () => EMPTY);

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
