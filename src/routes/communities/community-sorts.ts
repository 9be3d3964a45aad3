import type { Community } from '../../api/types';
import type { CommunitySortKey } from '../../features/communities/api';
import type { SortSpecs } from '../../hooks/use-sorted-list';

/** How the community list's columns sort (their keys: `COMMUNITY_SORT_KEYS`), each by what its cell shows. */
export const communitySorts = {
  community: { kind: 'text', value: (c) => c.name ?? c.id },
  shortName: { kind: 'text', value: (c) => c.shortName },
  type: { kind: 'text', value: (c) => c.type },
  joining: { kind: 'text', value: (c) => c.requestLevel },
  created: { kind: 'date', value: (c) => c.createdAt, firstDirection: 'desc' },
} as const satisfies SortSpecs<Community, CommunitySortKey>;
