import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { whenApiReady } from '../../api/client';
import { SANDBOX_CONTROL_PATH } from '../../config/sandbox';

/**
 * The sandbox is driven over HTTP (`/sandbox-api/_control/*`, answered by its own handlers), so the
 * app never imports sandbox code and tests use the very same switches.
 */
export interface SandboxFaults {
  latencyMs: number;
  /** 0 to 1: the share of API requests answered with a 500. */
  errorRate: number;
  forced: { operationId: string; status: number; answer?: ForcedAnswerKind }[];
  /** The upload host takes files at this pace (bytes per second), so upload progress can be watched; 0 or absent: at once. */
  uploadBytesPerSecond?: number;
}

/** How a forced fault answers (the sandbox's `/_control/faults`): see the Sandbox page. */
export type ForcedAnswerKind = 'error' | 'html' | 'malformed-json' | 'network-error' | 'no-answer';

/** A seeded collection: the service's API reads a collection only by its id, so the sandbox lists them. */
export interface SandboxCollection {
  id: string;
  communityId: string;
  communityName: string;
  name: string;
  chainId: string;
}

/** A community's vault on one chain (the service keeps vaults in its own Portal, not in its API). */
export interface SandboxVault {
  id: string;
  communityId: string;
  communityName: string;
  chainId: string;
}

export interface SandboxState {
  faults: SandboxFaults;
  operations: string[];
  preset: string;
  counts: Record<string, number>;
  collections: SandboxCollection[];
  vaults: SandboxVault[];
}

async function control<T>(path: string, init?: RequestInit): Promise<T> {
  await whenApiReady(); // the sandbox's worker may still be starting
  const response = await fetch(`${SANDBOX_CONTROL_PATH}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json' },
  });
  if (!response.ok) throw new Error(`The sandbox answered ${response.status} ${response.statusText}`);
  return (await response.json()) as T;
}

const stateKey = ['sandbox-control', 'state'] as const;

export function useSandboxState(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: stateKey,
    queryFn: () => control<SandboxState>('/state'),
    staleTime: 0,
    enabled: options.enabled ?? true,
  });
}

export function useSetFaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (faults: SandboxFaults) =>
      control<SandboxState>('/faults', { method: 'PUT', body: JSON.stringify(faults) }),
    onSuccess: (state) => queryClient.setQueryData(stateKey, state),
  });
}

/** Restores the seed; every cached API answer is dropped because none of it is true any more. */
export function useResetSandbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preset: string) =>
      control<SandboxState>('/reset', { method: 'POST', body: JSON.stringify({ preset }) }),
    onSuccess: (state) => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== stateKey[0] });
      queryClient.setQueryData(stateKey, state);
    },
  });
}
