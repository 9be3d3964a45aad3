import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { Column } from '../../components/data-table/types';
import { Address } from '../../components/ui/address';
import { DateTime } from '../../components/ui/date-time';
import { StatusPill } from '../../components/ui/status-pill';
import { paths } from '../../config/paths';
import { explorerUrl } from '../../lib/chains';
import { shortenAddress } from '../../lib/format';
import type { CommunityAttribution } from './api';
import { attributionHolder } from './attribution-wallet';

/** What a row link says: whose attribution, or that it waits for a wallet. */
export function attributionLabel(attribution: CommunityAttribution): string {
  const { wallet, ensName } = attributionHolder(attribution);
  return `Attribution of ${ensName ?? (wallet ? shortenAddress(wallet) : 'a claim code, not redeemed yet')}`;
}

/** A transaction hash, linked to its block explorer when the chain is one this app knows. */
export function TransactionLink({
  chainId,
  hash,
}: {
  chainId: string | number | null | undefined;
  hash: string | null | undefined;
}) {
  if (!hash) return <span className="text-muted-foreground">—</span>;
  const href = explorerUrl(chainId, 'tx', hash);
  const short = shortenAddress(hash, 6);
  return href ? (
    <a
      href={href}
      target="_blank"
      rel="noreferrer noopener"
      className="inline-flex items-center gap-1 font-mono text-primary hover:underline"
      title={hash}
    >
      {short}
      <ExternalLink aria-hidden className="size-3.5" />
      <span className="sr-only">(opens the block explorer)</span>
    </a>
  ) : (
    <span className="font-mono" title={hash}>
      {short}
    </span>
  );
}

/** The holder: ENS name first when the record has one, linked to the member's page. */
function Holder({ communityId, attribution }: { communityId: string; attribution: CommunityAttribution }) {
  const { wallet, ensName } = attributionHolder(attribution);
  if (!wallet) return <span className="text-muted-foreground">Waiting for a wallet (claim code)</span>;
  return (
    <span className="inline-flex items-center gap-1">
      <Link to={paths.member(communityId, wallet)} className="min-w-0 text-primary hover:underline">
        <Address address={wallet} ensName={ensName} hideCopy />
        {/* The name starts with the words shown, then gives the whole address they shorten. */}
        <span className="sr-only">, member {wallet}</span>
      </Link>
    </span>
  );
}

export function attributionColumns(
  communityId: string,
  badgeChainId: string | null | undefined,
): Column<CommunityAttribution>[] {
  return [
    {
      id: 'earnedAt',
      sortKey: 'earned',
      header: 'Earned',
      cell: (a) => <DateTime value={a.earnedAt} />,
    },
    {
      id: 'wallet',
      sortKey: 'wallet',
      header: 'Wallet',
      cell: (a) => <Holder communityId={communityId} attribution={a} />,
    },
    {
      id: 'status',
      sortKey: 'status',
      header: 'Status',
      cell: (a) =>
        a.claimedAt ? <StatusPill status="claimed" /> : <StatusPill status="earned" label="Not claimed" />,
    },
    {
      id: 'claimedAt',
      sortKey: 'claimed',
      header: 'Claimed',
      cell: (a) => <DateTime value={a.claimedAt} />,
      className: 'hidden md:table-cell',
    },
    {
      id: 'tokenId',
      header: 'Token ID',
      cell: (a) =>
        a.tokenId ? (
          <span className="font-mono">{a.tokenId}</span>
        ) : (
          <span className="text-muted-foreground">—</span>
        ),
      className: 'hidden lg:table-cell',
    },
    {
      id: 'transaction',
      header: 'Transaction',
      cell: (a) => <TransactionLink chainId={a.badge?.chainId ?? badgeChainId} hash={a.transactionHash} />,
      className: 'hidden lg:table-cell',
    },
  ];
}
