import { SANDBOX_API_KEY, sandboxBaseUrl } from '../config/sandbox';

/**
 * A write sent to the sandbox's API as a colleague's browser would send it: straight to the API,
 * behind the page's back, so the page's cache knows nothing of it.
 */
export async function writeAsAnotherClient(method: 'PATCH' | 'DELETE', path: string, body?: unknown) {
  const response = await fetch(sandboxBaseUrl() + path, {
    method,
    headers: { 'X-Api-Key': SANDBOX_API_KEY, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
}
