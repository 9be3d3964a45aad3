import { cn } from '../../lib/cn';
import { shortenAddress } from '../../lib/format';
import { CopyButton } from './copy-button';

export type AddressProps = {
  address: string;
  /** Shown first when present, with the short address after it. */
  ensName?: string | null;
  /** Characters kept on each side of the short address. */
  chars?: number;
  /** Hide the copy button (e.g. inside a link or a menu item). */
  hideCopy?: boolean;
  className?: string;
};

/** A wallet address: ENS name or `0x12ab…89cd` in monospace, the full value on hover, a copy button. */
export function Address({ address, ensName, chars = 4, hideCopy = false, className }: AddressProps) {
  const short = shortenAddress(address, chars);
  return (
    <span className={cn('inline-flex max-w-full min-w-0 items-center gap-1 align-middle', className)}>
      <span title={address} className="inline-flex min-w-0 items-baseline gap-1.5">
        {ensName ? (
          <>
            <span className="truncate">{ensName}</span>
            <span className="font-mono text-xs whitespace-nowrap text-muted-foreground">{short}</span>
          </>
        ) : (
          <span className="font-mono whitespace-nowrap">{short}</span>
        )}
      </span>
      {!hideCopy && <CopyButton value={address} label={`address ${ensName ?? short}`} />}
    </span>
  );
}
