import type { Member } from '../../api/generated/types.gen';
import { toCsvParts, type CsvColumnSpec } from '../../lib/csv/to-csv';

/** The columns of a member export, in order; the headers are the service's field names. */
export const MEMBER_CSV_COLUMNS: readonly CsvColumnSpec<Member>[] = [
  { header: 'id', value: (m) => m.id },
  { header: 'wallet', value: (m) => m.wallet },
  { header: 'ensName', value: (m) => m.ensName },
  { header: 'role', value: (m) => m.role },
  { header: 'addMethod', value: (m) => m.addMethod },
  { header: 'createdAt', value: (m) => m.createdAt },
  { header: 'confirmedAt', value: (m) => m.confirmedAt },
];

/** The members as CSV, written a slice at a time with the page free in between (100,000 members). */
export function membersCsvParts(members: readonly Member[], signal?: AbortSignal): Promise<Blob[]> {
  return toCsvParts(members, MEMBER_CSV_COLUMNS, signal ? { signal } : {});
}

/** A file name from its parts: `members-nouns-builders-guild-tag-core.csv`. */
export function exportFileName(...parts: (string | undefined)[]): string {
  const slug = parts
    .filter((p): p is string => Boolean(p))
    .map((p) =>
      p
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('-');
  return `${slug || 'members'}.csv`;
}
