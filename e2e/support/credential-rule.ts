/**
 * The credential rule, checked on every request of every test: the account avatar list carries the
 * bearer token and no API key; every other API operation the API key and no bearer token; nothing
 * else (upload host, CDN, other origins) carries either.
 */
import type { BrowserContext, Request } from '@playwright/test';

/** API paths as the app calls them: the in-browser sandbox, the live proxy, or the live server. */
const API_PATH = /\/(sandbox-api|live-api)\/v1\/|^\/v1\//;

function breach(url: URL, headers: Record<string, string>, appOrigin: string): string | undefined {
  const key = 'x-api-key' in headers;
  const bearer = /^bearer /i.test(headers.authorization ?? '');
  const auth = 'authorization' in headers;
  const api = API_PATH.test(url.pathname);
  // Other origins (the upload host, the CDN, anything else) never receive credentials.
  if (!api) return (key || auth) && url.origin !== appOrigin ? 'credentials sent outside the API' : undefined;
  if (url.pathname.endsWith('/account/avatars')) {
    if (key) return 'the avatar list carried the API key';
    if (auth && !bearer) return 'the avatar list carried a non-bearer Authorization';
    return undefined;
  }
  if (auth) return 'an API-key operation carried an Authorization header';
  return undefined;
}

export function watchCredentialRule(context: BrowserContext, appOrigin: string) {
  const checks: Promise<string | undefined>[] = [];
  const onRequest = (request: Request) => {
    if (!/^https?:/.test(request.url())) return;
    // The app's own files (scripts, styles, fonts) break no rule whatever they carry (see breach()):
    // reading their raw headers, a round trip to the browser for each of about a hundred requests a
    // page load, would only slow every test.
    const url = new URL(request.url());
    if (url.origin === appOrigin && !API_PATH.test(url.pathname)) return;
    checks.push(
      request
        .allHeaders()
        .catch(() => request.headers())
        .then((headers) => {
          const problem = breach(url, headers, appOrigin);
          return problem ? `${request.method()} ${url.origin}${url.pathname}: ${problem}` : undefined;
        }),
    );
  };
  context.on('request', onRequest);
  return {
    async stop(): Promise<string[]> {
      context.off('request', onRequest);
      return (await Promise.all(checks)).filter((p): p is string => p !== undefined);
    },
  };
}
