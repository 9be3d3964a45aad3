import { useMemo } from 'react';
import {
  deleteView,
  duplicateView,
  renameView,
  saveView,
  savedViewsStore,
  type NewView,
  type SavedView,
} from '../lib/saved-views';
import { useConnectionScoped } from './use-connection-scoped';

export interface SavedViews {
  /** Every view saved on the current connection, newest first. */
  views: readonly SavedView[];
  save: (view: NewView) => SavedView | undefined;
  rename: (id: string, name: string) => void;
  duplicate: (id: string) => SavedView | undefined;
  remove: (id: string) => void;
}

/**
 * The views saved on the current connection, kept current across this tab's writes, other tabs'
 * and a change of connection; without a connection nothing is saved.
 */
export function useSavedViews(): SavedViews {
  const { value: views, keyNow } = useConnectionScoped(savedViewsStore);
  return useMemo(() => {
    const withKey =
      <A extends unknown[], R>(run: (key: string, ...args: A) => R) =>
      (...args: A): R | undefined => {
        const key = keyNow();
        return key ? run(key, ...args) : undefined;
      };
    return {
      views,
      save: withKey((key, view: NewView) => saveView(key, view)),
      rename: withKey((key, id: string, name: string) => renameView(key, id, name)),
      duplicate: withKey((key, id: string) => duplicateView(key, id)),
      remove: withKey((key, id: string) => deleteView(key, id)),
    };
  }, [views, keyNow]);
}
