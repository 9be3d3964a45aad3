import { paginateWith, type Page, type PageQuery } from './paging';
import type { Store } from './store';
import type { Avatar } from './types';

/**
 * The avatars of the account behind the bearer token. The sandbox accepts one token, so there is one
 * account; its primary avatar comes first, then the others in the order they were made.
 */
export function listAccountAvatars(store: Store, query: PageQuery = {}): Page<Avatar> {
  const avatars = [...store.data.avatars].sort((a, b) => Number(b.primary) - Number(a.primary));
  return paginateWith(avatars, query, (a) => structuredClone(a));
}
