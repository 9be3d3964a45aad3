/**
 * The credentials of the current connection, held in memory for the API client. Where they are
 * persisted (sessionStorage, or localStorage on opt-in) is the connection feature's policy; this
 * module only holds them and answers the generated client's `auth` callback, so the key is attached
 * by the client to API requests alone (never to the upload host or the image CDN).
 */
export type ConnectionMode = 'sandbox' | 'live';

export interface Connection {
  mode: ConnectionMode;
  /** Base URL including `/v1`, e.g. `https://api.other.page/v1`. */
  baseUrl: string;
  apiKey: string;
  /** Bearer token for `/account/*` (scope `avatars.read`), optional. */
  bearerToken?: string;
}

let current: Connection | null = null;
const listeners = new Set<() => void>();

export function getConnection(): Connection | null {
  return current;
}

export function setCurrentConnection(next: Connection | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface AuthScheme {
  scheme?: 'basic' | 'bearer';
  type: 'apiKey' | 'http';
}

/** The generated client's `auth` callback: API key for `X-Api-Key`, bearer token for `/account/*`. */
export function clientAuth(auth: AuthScheme): string | undefined {
  if (!current) return undefined;
  if (auth.type === 'http' && auth.scheme === 'bearer') return current.bearerToken || undefined;
  return current.apiKey || undefined;
}
