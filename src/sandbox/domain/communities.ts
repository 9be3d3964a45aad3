import { requireCommunity } from './lookup';
import { paginateWith, type Page, type PageQuery } from './paging';
import type { Store } from './store';
import type { Community } from './types';
import { toPublicCommunity } from './views';

export function listCommunities(store: Store, query: PageQuery = {}): Page<Community> {
  const sorted = [...store.data.communities].sort((a, b) =>
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  );
  return paginateWith(sorted, query, toPublicCommunity);
}

export function getCommunity(store: Store, args: { communityId: string }): Community {
  return toPublicCommunity(requireCommunity(store, args.communityId));
}
