import type { Member } from '../../api/types';
import type { SortSpecs } from '../../hooks/use-sorted-list';

/** The member list's sortable columns, by their key in the URL (`sort=-joined`). */
export const memberSorts = {
  member: { kind: 'text', value: (m) => m.ensName ?? m.wallet },
  role: { kind: 'text', value: (m) => m.role },
  added: { kind: 'text', value: (m) => m.addMethod },
  joined: { kind: 'date', value: (m) => m.createdAt, firstDirection: 'desc' },
  confirmed: { kind: 'date', value: (m) => m.confirmedAt, firstDirection: 'desc' },
} as const satisfies SortSpecs<Member, string>;

export type MemberSortKey = keyof typeof memberSorts;

export const MEMBER_SORT_KEYS = Object.keys(memberSorts) as MemberSortKey[];
