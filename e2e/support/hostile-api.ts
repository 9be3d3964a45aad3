/**
 * A hostile API for the security spec: the sandbox HTTP server's real answers (so every page has
 * data in the shapes it expects), with every URL field turned into a script URL and every name into
 * HTML. The app is connected to it in live mode on a same-origin path that `page.route` answers.
 */
import type { Page } from '@playwright/test';
import { CONNECTION_KEY } from './app';
import { LIVE_BASE_URL, LIVE_KEY } from './requests';

/** What every URL field says. */
export const SCRIPT_URL = 'javascript:alert(1)';
/** What every name, title and label says. */
export const NAME_PAYLOAD = '<img src=x onerror=alert(1)>';
/** What every description says: markup that would set window.__pwned if it ever became HTML. */
export const TEXT_PAYLOAD = '"><script>window.__pwned=1</script><svg onload="window.__pwned=1">';

const HOSTILE_PATH = '/hostile-api/v1';

// URL fields are rewritten even when the record has none (null), so every page gets some.
const URL_KEY = /(url|uri|image|logo|website|twitter|icon|banner|link|href)$/i;
const NAME_KEY = /(name|title|label|symbol)$/i;
const TEXT_KEY = /(description|bio|about|summary|criteria|note)$/i;

/** How many fields the hostile API has rewritten so far, by kind. */
export interface Poisoned {
  urls: number;
  names: number;
  texts: number;
}

/**
 * A record with the optional URL and name fields it lacks added (as null, so they are poisoned
 * below), so that every logo, image, link and avatar of every page is exercised. The client's
 * validation drops the fields a record type does not have.
 */
function withEveryField(record: object): object {
  if (!('id' in record)) return record;
  const member = 'wallet' in record;
  return {
    logo: null,
    image: null,
    website: null,
    twitter: null,
    ...(member ? { ensName: null } : {}),
    ...record,
    ...(member && !('avatar' in record && record.avatar) ? { avatar: { image: null, name: null } } : {}),
  };
}

/** Every string of the answer, rewritten by its key (ids, addresses, statuses and dates stay). */
export function poison(value: unknown, tally: Poisoned, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => poison(item, tally, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(withEveryField(value)).map(([k, v]) => [k, poison(v, tally, k)]),
    );
  }
  if (value === null && URL_KEY.test(key)) {
    tally.urls++;
    return SCRIPT_URL;
  }
  if (value === null && NAME_KEY.test(key)) {
    tally.names++;
    return NAME_PAYLOAD;
  }
  if (typeof value !== 'string') return value;
  if (URL_KEY.test(key) || /^(https?|ipfs):/i.test(value)) {
    tally.urls++;
    return SCRIPT_URL;
  }
  if (NAME_KEY.test(key)) {
    tally.names++;
    return NAME_PAYLOAD;
  }
  if (TEXT_KEY.test(key)) {
    tally.texts++;
    return TEXT_PAYLOAD;
  }
  return value;
}

/**
 * Connects the app (before it starts) to the hostile API at `<origin>/hostile-api/v1`, which
 * forwards each request to the sandbox HTTP server and poisons its JSON answer. The tally tells
 * the test that hostile data was really served.
 */
export async function connectToHostileApi(page: Page, origin: string): Promise<Poisoned> {
  const tally: Poisoned = { urls: 0, names: 0, texts: 0 };
  await page.route(`${origin}${HOSTILE_PATH}/**`, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const response = await route.fetch({
      url: LIVE_BASE_URL + url.pathname.slice(HOSTILE_PATH.length) + url.search,
      headers: { ...request.headers(), 'x-api-key': LIVE_KEY },
    });
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('json')) return route.fulfill({ response });
    return route.fulfill({ response, json: poison(await response.json(), tally) });
  });
  await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [
    CONNECTION_KEY,
    JSON.stringify({ mode: 'live', baseUrl: `${origin}${HOSTILE_PATH}`, apiKey: LIVE_KEY }),
  ] as const);
  return tally;
}
