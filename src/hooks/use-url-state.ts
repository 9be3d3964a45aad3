import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  ownSearch,
  parseUrlState,
  toSearch,
  withUrlState,
  type UrlSchema,
  type UrlState,
} from '../lib/url-state';

export interface UrlStateNavigation {
  /** Replace the current history entry instead of adding one (for edits that should not stack). */
  replace?: boolean;
  /** The state is the whole search: params the schema does not name are dropped, not kept. */
  exclusive?: boolean;
}

export type UrlStatePatch<S extends UrlSchema> =
  Partial<UrlState<S>> | ((current: UrlState<S>) => Partial<UrlState<S>>);

export type SetUrlState<S extends UrlSchema> = (
  patch: UrlStatePatch<S>,
  navigation?: UrlStateNavigation,
) => void;

/**
 * The page's state for `schema`, read from the URL's search params and written back to them. The
 * state is the same object while the schema's own params keep their values, so it can sit in a
 * memo's dependencies. A patch is merged into the state as the URL holds it when the write lands,
 * and only the schema's params are rewritten (see `withUrlState`). Schemas should be module
 * constants; compose them with `.extend` / `.pick` where a page has more params than a shared hook.
 */
export function useUrlState<S extends UrlSchema>(
  schema: S,
  defaults: UrlStateNavigation = {},
): [UrlState<S>, SetUrlState<S>] {
  const [params, setParams] = useSearchParams();
  const own = ownSearch(schema, params);
  const state = useMemo(() => parseUrlState(schema, own), [schema, own]);
  const replaceByDefault = defaults.replace ?? false;
  const setState = useCallback<SetUrlState<S>>(
    (patch, navigation) =>
      setParams(
        (prev) => {
          const current = parseUrlState(schema, prev);
          const change = typeof patch === 'function' ? patch(current) : patch;
          const next = { ...current, ...change };
          return navigation?.exclusive
            ? new URLSearchParams(toSearch(schema, next))
            : withUrlState(schema, prev, next);
        },
        { replace: navigation?.replace ?? replaceByDefault },
      ),
    [schema, setParams, replaceByDefault],
  );
  return [state, setState];
}
