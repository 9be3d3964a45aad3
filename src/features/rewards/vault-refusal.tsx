import { Vault } from 'lucide-react';
import { InlineError } from '../../components/feedback/inline-error';
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
  // Shown after a failed save, like the form's error summary: focused and scrolled into view.
  return (
    <InlineError
      boxed
      reveal
      icon={Vault}
      title={`Not saved: this community has no vault on ${chainLabel(chainId) ?? 'this chain'}.`}
    >
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
    </InlineError>
  );
}
