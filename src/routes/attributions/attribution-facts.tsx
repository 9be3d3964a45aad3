import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { StaticTable, type StaticColumn } from '../../components/data-table/static-table';
import { Address } from '../../components/ui/address';
import { Card, CardContent } from '../../components/ui/card';
import { CopyButton } from '../../components/ui/copy-button';
import { DateTime } from '../../components/ui/date-time';
import { Fact } from '../../components/ui/fact';
import { StatusPill } from '../../components/ui/status-pill';
import { paths } from '../../config/paths';
import type { AttributionDetail } from '../../features/attributions/api';
import { TransactionLink } from '../../features/attributions/attribution-columns';
import type { AttributionHolder } from '../../features/attributions/attribution-wallet';
import { showValue, type Metadata } from '../../features/attributions/metadata';
import { chainName, explorerUrl } from '../../lib/chains';

interface AttributionFactsProps {
  communityId: string;
  attribution: AttributionDetail;
  holder: AttributionHolder;
  chainId: string | number | null | undefined;
}

export function AttributionFacts({ communityId, attribution, holder, chainId }: AttributionFactsProps) {
  const contractHref = explorerUrl(chainId, 'address', attribution.contract);
  return (
    <Card>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact label="Wallet">
            {holder.wallet ? (
              <span className="flex flex-wrap items-center gap-x-2">
                <Address address={holder.wallet} ensName={holder.ensName} />
                <Link to={paths.member(communityId, holder.wallet)} className="text-primary hover:underline">
                  Member page
                </Link>
              </span>
            ) : (
              'Not named in this answer (a code not redeemed yet has none)'
            )}
          </Fact>
          <Fact label="Status">
            {attribution.claimedAt ? (
              <StatusPill status="claimed" />
            ) : (
              <StatusPill status="earned" label="Earned, not claimed" />
            )}
          </Fact>
          <Fact label="Earned">
            <DateTime value={attribution.earnedAt} absolute />
          </Fact>
          <Fact label="Claimed">
            {attribution.claimedAt ? <DateTime value={attribution.claimedAt} absolute /> : 'Not yet'}
          </Fact>
          <Fact label="Token ID">
            {attribution.tokenId ? <span className="font-mono">{attribution.tokenId}</span> : null}
          </Fact>
          <Fact label="Transaction">
            <TransactionLink chainId={chainId} hash={attribution.transactionHash} />
          </Fact>
          <Fact label="Chain">{chainName(chainId)}</Fact>
          <Fact label="Contract">
            {attribution.contract ? (
              contractHref ? (
                <a
                  href={contractHref}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="inline-flex items-center gap-1 font-mono text-xs text-primary [overflow-wrap:anywhere] hover:underline"
                >
                  {attribution.contract}
                  <ExternalLink aria-hidden className="size-3.5 shrink-0" />
                  <span className="sr-only">(opens the block explorer)</span>
                </a>
              ) : (
                <span className="font-mono text-xs [overflow-wrap:anywhere]">{attribution.contract}</span>
              )
            ) : null}
          </Fact>
          <Fact label="Attribution ID">
            <span className="inline-flex items-center gap-1">
              <span className="font-mono text-xs [overflow-wrap:anywhere]">{attribution.id}</span>
              <CopyButton value={attribution.id} label="attribution ID" />
            </span>
          </Fact>
        </dl>
      </CardContent>
    </Card>
  );
}

/** The stored metadata's columns: the key names its row; both in monospace, in the body only. */
const metadataColumns = (metadata: Metadata): StaticColumn<string>[] => [
  {
    id: 'key',
    header: 'Key',
    rowHeader: true,
    cell: (key) => <span className="font-mono text-xs font-medium">{key}</span>,
    className: 'pr-4',
  },
  {
    id: 'value',
    header: 'Value',
    cell: (key) => (
      <span className="font-mono text-xs [overflow-wrap:anywhere]">
        <MetadataValue value={metadata[key]} />
      </span>
    ),
  },
];

/** The stored metadata, one key a row. */
export function MetadataTable({ metadata }: { metadata: Metadata }) {
  const keys = Object.keys(metadata);
  if (keys.length === 0) return <p className="text-sm text-muted-foreground">No metadata stored.</p>;
  return (
    <StaticTable
      caption="Stored metadata"
      className="w-full max-w-xl text-sm"
      headClassName="text-xs"
      cellClassName="py-1.5"
      linesBetween
      columns={metadataColumns(metadata)}
      rows={keys}
      getRowId={(key) => key}
    />
  );
}

function MetadataValue({ value }: { value: unknown }) {
  return <>{typeof value === 'string' ? value : showValue(value)}</>;
}
