import { urlParam } from '../lib/url-params';
import { urlSchema } from '../lib/url-state';
import { useUrlState, type UrlStateNavigation } from './use-url-state';

/** The job a page follows, in the URL's `job`, so a reload or a shared link comes back to it. */
export const jobSearch = urlSchema({ job: urlParam.rawText() });

export function useJobParam(): [
  string | undefined,
  (jobId: string | undefined, navigation?: UrlStateNavigation) => void,
] {
  const [{ job }, setState] = useUrlState(jobSearch);
  return [job, (jobId, navigation) => setState({ job: jobId }, navigation)];
}
