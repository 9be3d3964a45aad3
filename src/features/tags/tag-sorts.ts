import type { Tag } from '../../api/types';
import type { SortSpecs } from '../../hooks/use-sorted-list';

/**
 * The tag list's sortable columns, by their key in the URL (`sort=-created`). The member count is
 * read per row, not part of the list, so it does not sort.
 */
export const tagSorts = {
  name: { kind: 'text', value: (t) => t.name },
  created: { kind: 'date', value: (t) => t.createdAt, firstDirection: 'desc' },
} as const satisfies SortSpecs<Tag, string>;

export type TagSortKey = keyof typeof tagSorts;

export const TAG_SORT_KEYS = Object.keys(tagSorts) as TagSortKey[];
