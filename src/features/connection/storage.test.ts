// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetConnection, loadConnection, saveConnection } from './storage';

const KEY = 'badge-console:connection';
const live = { mode: 'live' as const, baseUrl: 'https://api.example.test/v1', apiKey: 'secret-key' };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('credential storage policy', () => {
  it('keeps the connection for the session only, unless the user opts in', () => {
    saveConnection(live, false);
    expect(sessionStorage.getItem(KEY)).toContain('secret-key');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(loadConnection()).toEqual({ connection: live, remember: false });
  });

  it('writes to localStorage only with "remember on this device", and forgetting removes both', () => {
    saveConnection(live, true);
    expect(localStorage.getItem(KEY)).toContain('secret-key');
    sessionStorage.clear(); // a new session
    expect(loadConnection()).toEqual({ connection: live, remember: true });
    forgetConnection();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('turning "remember" off removes the remembered copy', () => {
    saveConnection(live, true);
    saveConnection(live, false);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('defaults to the sandbox, and treats a damaged entry as none', () => {
    sessionStorage.setItem(KEY, '{not json');
    expect(loadConnection()?.connection.mode).toBe('sandbox');
    sessionStorage.setItem(KEY, JSON.stringify({ mode: 'live', baseUrl: 42 }));
    expect(loadConnection()?.connection.mode).toBe('sandbox');
  });
});
