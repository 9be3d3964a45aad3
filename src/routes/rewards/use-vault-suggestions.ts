import { useQuery } from '@tanstack/react-query';
import { badgesQuery } from '../../api/resources/badges';
import { useConnection } from '../../features/connection/use-connection';
import type { VaultSuggestion } from '../../features/rewards/vault-id-field';
import { useSandboxState } from '../../features/sandbox-control/api';

/**
 * Vault ids to offer in the reward form. The service lists no vaults (they live in its Portal),
 * but the community's badges embed their rewards, each with its chain and vault: those ids are
 * offered per chain. In the sandbox its own vaults come first, and the form defaults to them.
 */
export function useVaultSuggestions(communityId: string): VaultSuggestion[] {
  const sandbox = useConnection()?.mode === 'sandbox';
  const state = useSandboxState({ enabled: sandbox });
  // The first hundred badges: enough to find the vaults a community uses, in one read.
  const badges = useQuery(badgesQuery(communityId, { page: 1, perPage: 100 }));
  const suggestions: VaultSuggestion[] = [];
  const seen = new Set<string>();
  const add = (chainId: string | undefined, id: string | undefined, source: VaultSuggestion['source']) => {
    const key = `${chainId ?? ''}\n${id ?? ''}`;
    if (!chainId || !id || seen.has(key)) return;
    seen.add(key);
    suggestions.push({ chainId, id, source });
  };
  if (sandbox) {
    for (const vault of state.data?.vaults ?? []) {
      if (vault.communityId === communityId) add(vault.chainId, vault.id, 'sandbox');
    }
  }
  for (const badge of badges.data?.results ?? []) {
    for (const reward of badge.rewards ?? []) add(reward.chainId, reward.vaultId, 'used');
  }
  return suggestions;
}
