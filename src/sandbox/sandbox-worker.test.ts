import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import {
  SANDBOX_API_PATH,
  SANDBOX_CDN_ORIGIN,
  SANDBOX_CONTROL_PATH,
  SANDBOX_UPLOAD_ORIGIN,
  SANDBOX_WORKER_URL,
} from '../config/sandbox';

const source = fs.readFileSync(path.join(process.cwd(), 'public', SANDBOX_WORKER_URL), 'utf8');

interface FakeFetchEvent {
  request: { url: string };
  stopImmediatePropagation: () => void;
}

/** Runs the worker script with a fake service-worker global; returns its fetch listener. */
function loadWorker(origin: string) {
  const listeners: ((event: FakeFetchEvent) => void)[] = [];
  const imported: string[] = [];
  const self = {
    location: { origin },
    addEventListener: (type: string, listener: (event: FakeFetchEvent) => void) => {
      if (type === 'fetch') listeners.push(listener);
    },
  };
  vm.runInNewContext(source, { self, importScripts: (url: string) => imported.push(url) });
  return { listeners, imported };
}

function seenByMsw(listener: (event: FakeFetchEvent) => void, url: string): boolean {
  const stop = vi.fn();
  listener({ request: { url }, stopImmediatePropagation: stop });
  return stop.mock.calls.length === 0;
}

describe('the sandbox service worker', () => {
  const origin = 'http://127.0.0.1:4173';
  const { listeners, imported } = loadWorker(origin);

  it("loads MSW's worker after its own filter, so the filter runs first", () => {
    expect(imported).toEqual(['./mockServiceWorker.js']);
    expect(listeners).toHaveLength(1);
  });

  it("lets MSW see the sandbox's API, its controls, its CDN and its upload host", () => {
    const [filter] = listeners;
    if (!filter) throw new Error('no fetch listener');
    for (const url of [
      `${origin}${SANDBOX_API_PATH}/community?page=1`,
      `${origin}${SANDBOX_CONTROL_PATH}/state`,
      `${SANDBOX_CDN_ORIGIN}/badges/a.svg?size=128`,
      `${SANDBOX_UPLOAD_ORIGIN}/bucket`,
    ])
      expect(seenByMsw(filter, url), url).toBe(true);
  });

  it('keeps every other request away from MSW: code, fonts, config, other origins', () => {
    const [filter] = listeners;
    if (!filter) throw new Error('no fetch listener');
    for (const url of [
      `${origin}/assets/index-abc.js`,
      `${origin}/config.js`,
      `${origin}/fonts/inter.woff2`,
      `${origin}/sandbox-apix/v1/community`,
      `https://api.other.page/v1/community`,
      `http://127.0.0.1:9999/sandbox-api/v1/community`,
    ])
      expect(seenByMsw(filter, url), url).toBe(false);
  });
});
