import { CircleCheck } from 'lucide-react';
import type { MintResult } from '../../api/generated/types.gen';
import { CopyButton } from '../../components/ui/copy-button';
import { DateTime } from '../../components/ui/date-time';
import { Fact } from '../../components/ui/fact';

interface MintResultCardProps {
  name: string;
  wallet: string;
  result: MintResult;
}

/** What the service answered for a mint (its answer is not documented: every part may be missing). */
export function MintResultCard({ name, wallet, result }: MintResultCardProps) {
  return (
    <section
      role="status"
      aria-label="Mint result"
      className="rounded-lg border border-success-fg/30 bg-success-bg/40 p-4 text-sm"
    >
      <p className="flex items-center gap-2 font-semibold text-success-fg">
        <CircleCheck aria-hidden className="size-4 shrink-0" />
        Minted “{name}”
      </p>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        <Fact label="Wallet">
          <span className="font-mono text-xs break-all">{result.wallet ?? wallet}</span>
        </Fact>
        <Fact label="Token ID">{result.tokenId ?? 'Not returned'}</Fact>
        <Fact label="Transaction">
          {result.transactionHash ? (
            <span className="inline-flex max-w-full items-center gap-1">
              <span className="font-mono text-xs break-all">{result.transactionHash}</span>
              <CopyButton value={result.transactionHash} label="transaction hash" className="shrink-0" />
            </span>
          ) : (
            'Not returned yet'
          )}
        </Fact>
        <Fact label="Minted">{result.mintedAt ? <DateTime value={result.mintedAt} /> : 'Not returned'}</Fact>
      </dl>
    </section>
  );
}
