import { useCallback, useMemo } from 'react';
import { useUrlState } from '../../hooks/use-url-state';
import { urlParam } from '../../lib/url-params';
import { parseUrlState, urlSchema, withUrlState } from '../../lib/url-state';
import { AUDIENCE_PARAM, audienceFromParam, audienceToParam, type Audience } from './audience';

/**
 * The audience in the URL's `audience` (the audience page's, the leaderboard's filter and a bulk
 * award's source), kept as written: `audienceFromParam` reads it, an unreadable value being the
 * empty audience. Written with the page, since a list of another audience starts on page 1.
 */
export const audienceSearch = urlSchema({ [AUDIENCE_PARAM]: urlParam.rawText(), page: urlParam.int(1) });

/** The URL value of an audience: none for an audience with no rule. */
export function audienceParamOf(audience: Audience): string | undefined {
  return audience.rules.length === 0 ? undefined : audienceToParam(audience);
}

/**
 * The URL's search without the audience's rules on `gone` tags (tags deleted since the URL was
 * made), the list back on page 1: for useGoneTagsDropped on the pages that keep an audience.
 */
export function withoutGoneTagRules(gone: ReadonlySet<string>, search: string): URLSearchParams {
  const audience = audienceFromParam(parseUrlState(audienceSearch, search)[AUDIENCE_PARAM]);
  const next = { ...audience, rules: audience.rules.filter((r) => !gone.has(r.tagId)) };
  return withUrlState(audienceSearch, search, { [AUDIENCE_PARAM]: audienceParamOf(next), page: 1 });
}

export interface AudienceParam {
  /** The same object while the URL value is the same. */
  audience: Audience;
  /** The URL value as written (none when absent or empty). */
  param: string | undefined;
  /** Writes a URL value (`audienceParamOf`), back to page 1; a new history entry. */
  setParam: (param: string | undefined) => void;
}

export function useAudienceParam(): AudienceParam {
  const [state, setState] = useUrlState(audienceSearch);
  const param = state[AUDIENCE_PARAM];
  const audience = useMemo(() => audienceFromParam(param), [param]);
  const setParam = useCallback(
    (next: string | undefined) => setState({ [AUDIENCE_PARAM]: next, page: 1 }),
    [setState],
  );
  return { audience, param, setParam };
}
