import { useConnection } from '../../features/connection/use-connection';
import { useSandboxState } from '../../features/sandbox-control/api';

/**
 * Whether a collection id names a collection. The service has no read of a collection, so only the
 * sandbox can say (its control state lists them); against a live API the id stays unchecked until
 * a write uses it.
 */
export type CollectionCheck =
  | { status: 'unchecked' }
  | { status: 'checking' }
  | { status: 'found'; name: string }
  | { status: 'missing' };

export function useCollectionCheck(communityId: string, collectionId: string): CollectionCheck {
  const sandbox = useConnection()?.mode === 'sandbox';
  const state = useSandboxState({ enabled: sandbox });
  if (!sandbox || state.error) return { status: 'unchecked' };
  if (!state.data) return { status: 'checking' };
  const found = state.data.collections.find((c) => c.id === collectionId && c.communityId === communityId);
  return found ? { status: 'found', name: found.name } : { status: 'missing' };
}
