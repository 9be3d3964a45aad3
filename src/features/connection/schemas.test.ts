import { describe, expect, it } from 'vitest';
import { connectionSchema, normaliseBaseUrl, safeReturnTo } from './schemas';

const live = (overrides: Record<string, string>) => ({
  mode: 'live',
  baseUrl: 'https://api.other.page/v1',
  apiKey: 'k',
  bearerToken: '',
  remember: false,
  ...overrides,
});
const issues = (value: unknown) => {
  const result = connectionSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('connection form rules', () => {
  it('accepts https, a local http server and a same-origin proxy path', () => {
    expect(issues(live({}))).toEqual([]);
    expect(issues(live({ baseUrl: 'http://127.0.0.1:4010/v1' }))).toEqual([]);
    expect(issues(live({ baseUrl: '/live-api/v1' }))).toEqual([]);
  });
  it('refuses other schemes, credentials in the URL, junk and a missing key', () => {
    expect(issues(live({ baseUrl: 'javascript:alert(1)' }))[0]).toMatch(/^baseUrl: .*https/);
    expect(issues(live({ baseUrl: 'https://user:pw@api.test/v1' }))[0]).toMatch(/credentials in the URL/);
    expect(issues(live({ baseUrl: 'api dot com' }))[0]).toMatch(/^baseUrl/);
    expect(issues(live({ apiKey: '  ' }))).toEqual([
      'apiKey: Enter the API key of your community (X-Api-Key).',
    ]);
  });
  it('needs nothing else for the sandbox', () => {
    expect(issues({ mode: 'sandbox', baseUrl: '', apiKey: '', bearerToken: '', remember: false })).toEqual(
      [],
    );
  });
});

describe('normaliseBaseUrl and safeReturnTo', () => {
  it('resolves a proxy path against this origin and drops trailing slashes', () => {
    expect(normaliseBaseUrl('/live-api/v1/', 'http://localhost:5173')).toBe(
      'http://localhost:5173/live-api/v1',
    );
    expect(normaliseBaseUrl('https://api.other.page/v1/')).toBe('https://api.other.page/v1');
  });
  it('only returns to paths of this app', () => {
    expect(safeReturnTo('/communities/1/members?page=2', ORIGIN)).toBe('/communities/1/members?page=2');
    expect(safeReturnTo('/communities/1#top', ORIGIN)).toBe('/communities/1#top');
    expect(safeReturnTo('//evil.example/x', ORIGIN)).toBe('/communities');
    expect(safeReturnTo('https://evil.example', ORIGIN)).toBe('/communities');
    expect(safeReturnTo('/connect?x=1', ORIGIN)).toBe('/communities');
    expect(safeReturnTo(null, ORIGIN)).toBe('/communities');
  });
});

const ORIGIN = 'https://console.example';

describe('safeReturnTo refuses every way out of the site', () => {
  // Each of these either names another origin or becomes one once the browser normalises it
  // (backslashes turn into slashes, tabs and newlines are dropped, dot segments collapse).
  const bypasses = [
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '/\\/evil.com',
    '\\/evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\n/evil.com',
    '\t//evil.com',
    ' //evil.com',
    '/./\\evil.com',
    '/.//evil.com',
    '/x/..//evil.com',
    '/%2e//evil.com',
    'https://evil.com',
    'https:evil.com',
    'HTTPS://evil.com/communities',
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.com',
    '',
  ];
  it.each(bypasses)('%j goes to the default page', (value) => {
    expect(safeReturnTo(value, ORIGIN)).toBe('/communities');
  });

  it('keeps a percent-encoded path on this site (the browser does not decode it into an origin)', () => {
    const result = safeReturnTo('/%2F%2Fevil.com', ORIGIN);
    expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
    expect(result).toBe('/%2F%2Fevil.com');
  });

  it('never gives back something a browser could read as another origin', () => {
    for (const value of bypasses) {
      const result = safeReturnTo(value, ORIGIN);
      expect(result.startsWith('/') && !result.startsWith('//') && !result.includes('\\')).toBe(true);
      expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
    }
  });
});
