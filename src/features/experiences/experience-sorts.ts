import type { Experience } from '../../api/types';
import type { SortSpecs } from '../../hooks/use-sorted-list';

/** The experience list's sortable columns, by their key in the URL (`sort=-starts`). */
export const experienceSorts = {
  // The column shows the id of an experience without a name, so that is what it sorts by.
  experience: { kind: 'text', value: (e) => e.name ?? e.id },
  server: { kind: 'text', value: (e) => e.serverStatus },
  type: { kind: 'text', value: (e) => e.type },
  starts: { kind: 'date', value: (e) => e.startDate, firstDirection: 'desc' },
  ends: { kind: 'date', value: (e) => e.endDate, firstDirection: 'desc' },
  // Sorted by the word the column shows.
  listed: {
    kind: 'text',
    value: (e) => (e.public === undefined ? undefined : e.public ? 'Public' : 'Unlisted'),
  },
} as const satisfies SortSpecs<Experience, string>;

export type ExperienceSortKey = keyof typeof experienceSorts;

export const EXPERIENCE_SORT_KEYS = Object.keys(experienceSorts) as ExperienceSortKey[];
