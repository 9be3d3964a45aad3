import { ExternalLink } from 'lucide-react';
import type { Avatar as AccountAvatar, Trait } from '../../api/generated/types.gen';
import { Avatar } from '../../components/ui/avatar';
import { Fact } from '../../components/ui/fact';
import { StatusPill } from '../../components/ui/status-pill';
import { chainById, chainName, explorerUrl } from '../../lib/chains';
import { formatNumber } from '../../lib/format';
import { displayImageUrl } from '../../lib/images';

/** The image's box on the card, in CSS pixels; the CDN is asked for this size. */
const IMAGE_SIZE = 96;

function percent(value: number | undefined): string | undefined {
  return value === undefined ? undefined : `${formatNumber(value, { maximumFractionDigits: 1 })}%`;
}

function TraitList({ traits }: { traits: Trait[] }) {
  if (traits.length === 0) return <p className="text-sm text-muted-foreground">No traits.</p>;
  return (
    <ul className="flex flex-col divide-y divide-border text-sm" aria-label="Traits">
      {traits.map((trait, index) => (
        <li key={`${trait.key ?? ''}-${String(index)}`} className="flex items-baseline gap-2 py-1">
          <span className="text-muted-foreground">{trait.key ?? 'Trait'}</span>
          <span className="min-w-0 flex-1 truncate font-medium" title={trait.value}>
            {trait.value ?? '—'}
          </span>
          {trait.rarityPercent !== undefined && (
            <span className="text-xs text-muted-foreground tabular-nums">
              {percent(trait.rarityPercent)}
              <span className="sr-only"> of the collection have it</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

function Contract({ chainId, contract }: { chainId?: string | null; contract?: string | null }) {
  const href = explorerUrl(chainId, 'address', contract);
  if (!href) return null;
  const explorer = chainById(chainId)?.blockExplorers?.default.name ?? 'the explorer';
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer noopener"
      className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
    >
      Contract on {explorer}
      <ExternalLink aria-hidden="true" className="size-3.5" />
    </a>
  );
}

/** One avatar of the account with the token behind it: art, collection, rarity, rank, chain, traits. */
export function AvatarCard({ avatar }: { avatar: AccountAvatar }) {
  const token = avatar.token;
  const name = avatar.name ?? token?.name ?? avatar.id;
  const headingId = `avatar-${avatar.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 text-card-foreground"
    >
      <div className="flex items-start gap-4">
        <Avatar
          src={displayImageUrl(token?.image, { size: IMAGE_SIZE })}
          alt={token?.name ? `${token.name} art` : ''}
          size={IMAGE_SIZE}
          fallback={name}
          className="rounded-lg"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="text-base leading-6 font-semibold break-words">
            {name}
          </h2>
          {avatar.title && <p className="text-sm text-muted-foreground">{avatar.title}</p>}
          {avatar.primary && (
            <StatusPill status="primary" tone="info" label="Primary" className="self-start" />
          )}
        </div>
      </div>
      {token ? (
        <>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
            <Fact label="Collection">{token.collectionName}</Fact>
            <Fact label="Token">{token.tokenId ? `#${token.tokenId}` : undefined}</Fact>
            <Fact label="Rarity">{token.rarity}</Fact>
            <Fact label="Rank">
              {token.rarityRank === undefined ? undefined : `#${formatNumber(token.rarityRank)}`}
            </Fact>
            <Fact label="Chain">{chainName(token.chainId)}</Fact>
          </dl>
          <Contract chainId={token.chainId} contract={token.contract} />
          <section className="flex flex-col gap-1">
            <h3 className="text-xs text-muted-foreground">Traits (share of the collection)</h3>
            <TraitList traits={token.traits ?? []} />
          </section>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">No token is attached to this avatar.</p>
      )}
    </article>
  );
}
