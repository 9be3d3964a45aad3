import type { StoreData } from '../domain/stored';

/**
 * What a newcomer needs to find in the sandbox and cannot list through the service's API: the
 * ids of its collections (the API reads a collection only by id) and of its vaults (the service
 * keeps them in its own Portal). Shown on the Sandbox page.
 */
export function controlDirectory(data: StoreData) {
  const communityName = (id: string) => data.communities.find((c) => c.id === id)?.name ?? id;
  return {
    collections: data.collections.map(({ id, communityId, name, chainId }) => ({
      id,
      communityId,
      communityName: communityName(communityId),
      name,
      chainId,
    })),
    vaults: data.vaults.map(({ id, communityId, chainId }) => ({
      id,
      communityId,
      communityName: communityName(communityId),
      chainId,
    })),
  };
}
