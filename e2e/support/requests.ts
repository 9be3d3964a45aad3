/** Questions about the recorded requests (the `apiRequests` fixture). */
import type { Page } from '@playwright/test';
import type { RecordedRequest } from '../fixtures';
import { CONNECTION_KEY } from './app';
import { API_SERVER_ORIGIN, APP_ORIGIN } from './ports';

export const SANDBOX_API = `${APP_ORIGIN}/sandbox-api/v1`;
/**
 * The API of the sandbox HTTP server that playwright.config.ts starts. E2E_LIVE_BASE_URL points the
 * live specs elsewhere for one run, e.g. at a validating proxy in front of it (docs/contract-checks.md).
 */
export const LIVE_BASE_URL = process.env.E2E_LIVE_BASE_URL ?? `${API_SERVER_ORIGIN}/v1`;
export const LIVE_ORIGIN = new URL(LIVE_BASE_URL).origin;
export const LIVE_KEY = 'e2e-live-key';
/** The bearer token the same server accepts for /account/avatars. */
export const LIVE_TOKEN = 'e2e-live-token';
export const CDN_ORIGIN = 'https://img.sandbox.badge-console.test';

/**
 * A live connection to the sandbox server in this tab's session, set once before the app starts (as
 * Connect leaves it; a reload keeps what the app did since). `credentials` replaces the key or adds a
 * bearer token.
 */
export async function startLive(
  page: Page,
  credentials: { apiKey?: string; bearerToken?: string } = {},
): Promise<void> {
  const connection = { mode: 'live', baseUrl: LIVE_BASE_URL, apiKey: LIVE_KEY, ...credentials };
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e:seeded')) return;
      sessionStorage.setItem('e2e:seeded', '1');
      sessionStorage.setItem(key, value);
    },
    [CONNECTION_KEY, JSON.stringify(connection)] as const,
  );
}

function originOf(url: string): string | undefined {
  return /^https?:/.test(url) ? new URL(url).origin : undefined;
}

/** Requests sent to this origin. */
export function toOrigin(requests: RecordedRequest[], origin: string): RecordedRequest[] {
  return requests.filter((r) => originOf(r.url) === origin);
}

/** Requests sent anywhere but this origin (data: and blob: URLs included). */
export function notToOrigin(requests: RecordedRequest[], origin: string): RecordedRequest[] {
  return requests.filter((r) => originOf(r.url) !== origin);
}

/** Requests that carry an API key or an Authorization header. */
export function withCredentials(requests: RecordedRequest[]): RecordedRequest[] {
  return requests.filter((r) => 'x-api-key' in r.headers || 'authorization' in r.headers);
}

/** "POST /community/{id}/member": the add-member operation (not the bulk one). */
export function addMemberPosts(requests: RecordedRequest[]): RecordedRequest[] {
  return requests.filter(
    (r) => r.method === 'POST' && /\/community\/[^/]+\/member$/.test(new URL(r.url).pathname),
  );
}

/** One line per request, for assertion messages. */
export function listRequests(requests: RecordedRequest[]): string {
  return requests.map((r) => `${r.method} ${r.url} (${r.source})`).join('\n') || '(none)';
}

/**
 * Holds every request `matches` picks until the returned `release` is called, which lets them go on
 * and stops holding later ones. For live mode: the sandbox's answers come from a service worker,
 * which Playwright's routing does not see.
 */
export async function holdRequests(page: Page, matches: (url: URL) => boolean): Promise<() => Promise<void>> {
  let resume = () => {};
  const held = new Promise<void>((resolve) => (resume = resolve));
  const handling: Promise<void>[] = [];
  await page.route(matches, (route) => {
    const handled = held.then(() => route.continue());
    handling.push(handled);
    return handled;
  });
  return async () => {
    resume();
    // Unrouting while a handler still waits would hand its request on twice.
    await Promise.all(handling);
    await page.unroute(matches);
  };
}
