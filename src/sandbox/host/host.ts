import { getResponse } from 'msw';
import { SANDBOX_API_KEY, SANDBOX_BEARER_TOKEN } from '../../config/sandbox';
import { createRuntime } from '../create-runtime';
import { indexedDbFileBytes } from '../file-store';
import { createSandboxHandlers } from '../http/handlers';
import type { Faults } from '../http/runtime';
import { indexedDbPersistence } from '../persist';
import { fromWireRequest, toWireResponse, type HostInit, type WireRequest, type WireResponse } from './protocol';

export interface SandboxHost {
  answer(request: WireRequest): Promise<WireResponse>;
}

/**
 * The sandbox's API with its state: the saved state from IndexedDB (or the demo seed, built here),
 * the handlers, and the persistence that stores each change before it is answered. Runs in a
 * dedicated worker (host.worker.ts), so building the seed, reading and writing the 3 MB state and
 * answering requests never take the page's thread; browser.ts runs it in the page only where no
 * module worker can start.
 */
export async function createSandboxHost(
  init: HostInit,
  onFaultsChange: (faults: Faults) => void,
): Promise<SandboxHost> {
  const persistence = indexedDbPersistence();
  const runtime = createRuntime({
    faults: init.faults,
    onFaultsChange,
    apiKey: SANDBOX_API_KEY,
    bearerToken: SANDBOX_BEARER_TOKEN,
    snapshot: await persistence.load(),
    fileBytes: indexedDbFileBytes(),
    onChange: (take) => persistence.save(take),
  });
  const handlers = createSandboxHandlers(init.urls, runtime);
  return {
    answer: async (request) => toWireResponse(await getResponse(handlers, fromWireRequest(request))),
  };
}
