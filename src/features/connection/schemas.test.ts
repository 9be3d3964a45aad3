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
    expect(safeReturnTo('/communities/1/members?page=2')).toBe('/communities/1/members?page=2');
    expect(safeReturnTo('//evil.example/x')).toBe('/communities');
    expect(safeReturnTo('https://evil.example')).toBe('/communities');
    expect(safeReturnTo('/connect?x=1')).toBe('/communities');
    expect(safeReturnTo(null)).toBe('/communities');
  });
});
