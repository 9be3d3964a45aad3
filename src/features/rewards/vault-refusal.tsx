import { Vault } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { revealElement } from '../../components/feedback/reveal';
import { chainLabel, chainName } from '../../lib/chains';

/** The field's own short message when the service refused the chain for want of a vault. */
export function vaultFieldMessage(chainId: string): string {
  return `No vault for ${chainLabel(chainId) ?? 'this chain'} in this community.`;
}

/**
 * What the service's "no vault for this chain" refusal means and what to do about it: vaults are
 * added in the service's own dashboard, not through the API (docs/api-behaviour.md, Rewards).
 */
export function VaultRefusal({ chainId, messages }: { chainId: string; messages: string[] }) {
  const chain = chainName(chainId) ?? 'this chain';
  const ref = useRef<HTMLDivElement>(null);
  // Shown after a failed save, like the form's error summary: focused and scrolled into view.
  useEffect(() => {
    if (ref.current) revealElement(ref.current);
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="flex gap-3 rounded-md border border-danger-fg/30 bg-danger-bg px-4 py-3 text-sm text-danger-fg"
    >
      <Vault aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-1.5">
        <p className="font-semibold">
          Not saved: this community has no vault on {chainLabel(chainId) ?? 'this chain'}.
        </p>
        <p>
          A reward is paid from a vault on its chain. Add a vault for {chain} in the service’s Portal, on the
          community’s dashboard (it cannot be added from here), then save again, or choose a chain that has a
          vault. Everything you typed is kept.
        </p>
        {messages.length > 0 && (
          <p>
            The service said: <q>{messages.join(' ')}</q>
          </p>
        )}
      </div>
    </div>
  );
}
