import { avatarPageQuery } from '../../api/resources/avatars';
import { listSearch } from '../../hooks/use-list-state';
import { parseUrlState } from '../../lib/url-state';

/** Ten cards fill two rows of the gallery on a wide screen. */
export const AVATARS_PER_PAGE = 10;

/** The scope the service asks of the access token for this list. */
export const AVATARS_SCOPE = 'avatars.read';

export interface AvatarListParams {
  page: number;
  perPage: number;
}

/** The gallery's state in the URL: the page's `useListState` and the route loader read it. */
export const avatarListSearch = listSearch(AVATARS_PER_PAGE);

export function avatarListParams(search: URLSearchParams): AvatarListParams {
  return parseUrlState(avatarListSearch, search);
}

/**
 * A page of the account's avatars. The generated operation authenticates with the connection's
 * bearer token alone (its security scheme is Bearer), never with the API key. A refused token
 * (401 or 403) is explained on the page, so this read keeps the connection screen from taking over.
 */
export function avatarsQuery(list: AvatarListParams) {
  return {
    ...avatarPageQuery(list),
    meta: { showsUnauthorized: true },
  };
}
