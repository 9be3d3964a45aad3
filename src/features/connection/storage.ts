import type { Connection } from '../../api/credentials';
import { runtimeConfig } from '../../config/runtime';
import { SANDBOX_API_KEY, SANDBOX_BEARER_TOKEN, sandboxBaseUrl } from '../../config/sandbox';

/**
 * Credential storage policy: the connection is kept for the browser session (sessionStorage) and only
 * written to localStorage when the user explicitly opts in to "remember on this device". Nothing here
 * is ever logged or put in a URL.
 */
const STORAGE_KEY = 'badge-console:connection';

export interface StoredConnection {
  connection: Connection;
  remember: boolean;
}

export function sandboxConnection(): Connection {
  return {
    mode: 'sandbox',
    baseUrl: sandboxBaseUrl(),
    apiKey: SANDBOX_API_KEY,
    bearerToken: SANDBOX_BEARER_TOKEN,
  };
}

function parse(raw: string | null): Connection | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Connection>;
    if (value.mode === 'sandbox') return sandboxConnection();
    if (value.mode === 'live' && typeof value.baseUrl === 'string' && typeof value.apiKey === 'string') {
      return {
        mode: 'live',
        baseUrl: value.baseUrl,
        apiKey: value.apiKey,
        bearerToken: typeof value.bearerToken === 'string' ? value.bearerToken : undefined,
      };
    }
  } catch {
    // A damaged entry is treated as no entry.
  }
  return null;
}

function storages(): { session: Storage | null; local: Storage | null } {
  try {
    return { session: globalThis.sessionStorage, local: globalThis.localStorage };
  } catch {
    return { session: null, local: null }; // storage disabled by the browser
  }
}

/** The stored connection, else the deployment's default (the sandbox unless config.js says live). */
export function loadConnection(): StoredConnection | null {
  const { session, local } = storages();
  const fromSession = parse(session?.getItem(STORAGE_KEY) ?? null);
  if (fromSession) return { connection: fromSession, remember: Boolean(local?.getItem(STORAGE_KEY)) };
  const fromLocal = parse(local?.getItem(STORAGE_KEY) ?? null);
  if (fromLocal) return { connection: fromLocal, remember: true };
  return runtimeConfig.defaultConnection === 'sandbox'
    ? { connection: sandboxConnection(), remember: false }
    : null;
}

export function saveConnection(connection: Connection, remember: boolean): void {
  const { session, local } = storages();
  const value = JSON.stringify(connection);
  session?.setItem(STORAGE_KEY, value);
  if (remember) local?.setItem(STORAGE_KEY, value);
  else local?.removeItem(STORAGE_KEY);
}

export function forgetConnection(): void {
  const { session, local } = storages();
  session?.removeItem(STORAGE_KEY);
  local?.removeItem(STORAGE_KEY);
}

/**
 * A live connection remembered on this device (opted in), when this tab uses another one: offered
 * by the sandbox banner, so a tab opened beside a live one is never silently on demo data.
 */
export function rememberedLiveConnection(): Connection | null {
  const remembered = parse(storages().local?.getItem(STORAGE_KEY) ?? null);
  return remembered?.mode === 'live' ? remembered : null;
}
