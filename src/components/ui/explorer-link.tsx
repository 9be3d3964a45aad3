import { ExternalLink } from 'lucide-react';
import { chainById, explorerUrl } from '../../lib/chains';
import { cn } from '../../lib/cn';
import { shortenAddress } from '../../lib/format';

interface ExplorerLinkProps {
  chainId: string | number | null | undefined;
  kind: 'address' | 'tx';
  value: string | null | undefined;
  /** `0x12ab…89cd` instead of the whole value (the whole value stays in the title). */
  short?: boolean;
  className?: string;
}

/**
 * A contract address or a transaction hash in monospace, linked to the block explorer of its chain
 * when the app knows that chain; plain text otherwise. Nothing for no value.
 */
export function ExplorerLink({ chainId, kind, value, short = false, className }: ExplorerLinkProps) {
  if (!value) return null;
  const text = short ? shortenAddress(value) : value;
  const href = explorerUrl(chainId, kind, value);
  const mono = cn('font-mono text-xs [overflow-wrap:anywhere]', className);
  if (!href) {
    return (
      <span className={mono} title={value}>
        {text}
      </span>
    );
  }
  const explorer = chainById(chainId)?.blockExplorers?.default.name ?? 'the block explorer';
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer noopener"
      title={`${value} on ${explorer}`}
      className={cn(mono, 'inline-flex items-center gap-1 text-primary hover:underline')}
    >
      <span className="min-w-0">{text}</span>
      <span className="sr-only">
        {' '}
        ({kind === 'tx' ? 'transaction' : 'address'} on {explorer}, opens in a new tab)
      </span>
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
    </a>
  );
}
