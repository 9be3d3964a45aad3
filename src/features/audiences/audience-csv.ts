import type { Member } from '../../api/types';
import { toCsv } from '../../lib/csv/to-csv';

/**
 * The audience's members as CSV, through the project's CSV writer (a cell that starts like a
 * formula, say an ENS name "=HYPERLINK(…)", is written inert). The `wallet` column comes first, so
 * the file goes straight back into a member import or a bulk award.
 */
export function audienceCsv(members: readonly Member[]): string {
  return toCsv(members, [
    { header: 'wallet', value: (m) => m.wallet ?? '' },
    { header: 'member', value: (m) => m.id },
    { header: 'ens', value: (m) => m.ensName ?? '' },
    { header: 'role', value: (m) => m.role ?? '' },
    { header: 'joined', value: (m) => m.createdAt ?? '' },
  ]);
}

/** "audience-have-gold-and-do-not-have-banned.csv", short enough for any file system. */
export function audienceFileName(description: string): string {
  const slug = description
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `audience${slug ? `-${slug}` : ''}.csv`;
}

/** The audience's wallets as a list the wallet-list pipeline reads (a `wallet` column). */
export function audienceWalletList(members: readonly Member[]): { text: string; withoutWallet: number } {
  const wallets = members.flatMap((m) => (m.wallet ? [m.wallet] : []));
  return { text: ['wallet', ...wallets].join('\n'), withoutWallet: members.length - wallets.length };
}
