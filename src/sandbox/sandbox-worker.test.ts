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

const publicDir = path.join(process.cwd(), 'public');
const source = fs.readFileSync(path.join(publicDir, SANDBOX_WORKER_URL), 'utf8');
const origin = 'http://127.0.0.1:4173';

interface FakeFetchEvent {
  request: { url: string; mode: string };
  clientId: string;
  stopImmediatePropagation: () => void;
  respondWith: (answer: Promise<unknown>) => void;
}

/**
 * Runs the worker script with a fake service-worker global. Its `importScripts` stands in for MSW's
 * worker with the two names the filter uses: the pages that have started their sandbox, and the
 * function that answers a request through one. Timers are run by hand (`tick`).
 */
function loadWorker() {
  const listeners: ((event: FakeFetchEvent) => void)[] = [];
  const imported: string[] = [];
  const timers: (() => void)[] = [];
  const answered: string[] = [];
  const clients = new Map<string, { id: string; type: string; visibilityState: string }>();
  const clock = { now: 0 };
  const context = vm.createContext({
    Date: { now: () => clock.now },
    Response,
    self: {
      location: { origin },
      addEventListener: (type: string, listener: (event: FakeFetchEvent) => void) => {
        if (type === 'fetch') listeners.push(listener);
      },
      clients: {
        get: (id: string) => Promise.resolve(clients.get(id)),
        matchAll: () => Promise.resolve([...clients.values()].filter((c) => c.type === 'window')),
      },
    },
    crypto: { randomUUID: () => 'request-id' },
    setTimeout: (run: () => void) => timers.push(run),
    importScripts: (url: string) => {
      imported.push(url);
      vm.runInContext('const activeClientIds = new Set();', context);
    },
    recordAnswer: (url: string) => answered.push(url),
  });
  vm.runInContext(source, context);
  vm.runInContext(
    'function handleRequest(event) { recordAnswer(event.request.url); return Promise.resolve("answer"); }',
    context,
  );
  const activate = (id: string) => {
    vm.runInContext(`activeClientIds.add(${JSON.stringify(id)})`, context);
  };
  const [filter] = listeners;
  if (!filter) throw new Error('no fetch listener');
  /** Dispatches a fetch: whether MSW's own listener would see it, and what the filter answered. */
  const dispatch = (url: string, clientId = 'page-1', mode = 'cors') => {
    let stopped = false;
    let answer: Promise<unknown> | undefined;
    filter({
      request: { url, mode },
      clientId,
      stopImmediatePropagation: () => {
        stopped = true;
      },
      respondWith: (a) => {
        answer = a;
      },
    });
    return { toMsw: !stopped, answer };
  };
  /** Until the held request's next check is due: it is still held. */
  const stillHeld = () => vi.waitFor(() => expect(timers.length).toBeGreaterThan(0));
  /** Runs the checks that are due. */
  const runDue = () => timers.splice(0).forEach((run) => run());
  return { listeners, imported, clients, clock, answered, activate, dispatch, stillHeld, runDue };
}

describe('the sandbox service worker', () => {
  it("loads MSW's worker after its own filter, so the filter runs first", () => {
    const worker = loadWorker();
    expect(worker.imported).toEqual(['./mockServiceWorker.js']);
    expect(worker.listeners).toHaveLength(1);
  });

  it("relies on names MSW's worker script still has", () => {
    const msw = fs.readFileSync(path.join(publicDir, 'mockServiceWorker.js'), 'utf8');
    expect(msw).toMatch(/^const activeClientIds = new Set\(\)$/m);
    expect(msw).toMatch(/^async function handleRequest\(event, requestId, requestInterceptedAt\)/m);
  });

  it("lets MSW answer the sandbox's API, its controls, its CDN and its upload host", () => {
    const worker = loadWorker();
    worker.activate('page-1');
    for (const url of [
      `${origin}${SANDBOX_API_PATH}/community?page=1`,
      `${origin}${SANDBOX_CONTROL_PATH}/state`,
      `${SANDBOX_CDN_ORIGIN}/badges/a.svg?size=128`,
      `${SANDBOX_UPLOAD_ORIGIN}/bucket`,
    ])
      expect(worker.dispatch(url), url).toEqual({ toMsw: true, answer: undefined });
  });

  it('keeps every other request away from MSW: code, fonts, config, other origins', () => {
    const worker = loadWorker();
    worker.activate('page-1');
    for (const url of [
      `${origin}/assets/index-abc.js`,
      `${origin}/config.js`,
      `${origin}/fonts/inter.woff2`,
      `${origin}/sandbox-apix/v1/community`,
      `https://api.other.page/v1/community`,
      `http://127.0.0.1:9999/sandbox-api/v1/community`,
    ])
      expect(worker.dispatch(url), url).toEqual({ toMsw: false, answer: undefined });
  });

  it('holds a request from a page that has not started its sandbox until it has, then answers it', async () => {
    const worker = loadWorker();
    worker.activate('old-page');
    worker.clients.set('new-page', { id: 'new-page', type: 'window', visibilityState: 'visible' });
    const image = `${SANDBOX_CDN_ORIGIN}/badges/a.svg?size=128`;
    const { toMsw, answer } = worker.dispatch(image, 'new-page');
    expect(toMsw).toBe(false);
    await worker.stillHeld();
    worker.runDue();
    await worker.stillHeld(); // checked again: the page has not started
    expect(worker.answered).toEqual([]);
    worker.activate('new-page');
    worker.runDue();
    await expect(answer).resolves.toBe('answer');
    expect(worker.answered).toEqual([image]);
  });

  it('answers 503, and asks no network, when the page that asked has closed before its sandbox started', async () => {
    const worker = loadWorker();
    worker.activate('old-page');
    worker.clients.set('leaving', { id: 'leaving', type: 'window', visibilityState: 'visible' });
    const { answer } = worker.dispatch(`${SANDBOX_CDN_ORIGIN}/badges/a.svg?size=128`, 'leaving');
    await worker.stillHeld();
    worker.clients.delete('leaving');
    worker.runDue();
    const response = (await answer) as Response;
    expect(response.status).toBe(503);
    expect(worker.answered).toEqual([]);
  });

  it("answers 503 with the service's error shape when the page's sandbox does not start in time", async () => {
    const worker = loadWorker();
    worker.activate('old-page');
    worker.clients.set('stuck', { id: 'stuck', type: 'window', visibilityState: 'visible' });
    const { answer } = worker.dispatch(`${origin}${SANDBOX_API_PATH}/community`, 'stuck');
    await worker.stillHeld();
    worker.clock.now = 119_000;
    worker.runDue();
    await worker.stillHeld(); // still within the wait: held
    worker.clock.now = 120_000;
    worker.runDue();
    const response = (await answer) as Response;
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ statusCode: 503, message: /did not start in this tab/ });
    expect(worker.answered).toEqual([]);
  });

  it("answers a worker's request once a visible page has started its sandbox", async () => {
    const worker = loadWorker();
    worker.activate('old-page');
    worker.clients.set('host', { id: 'host', type: 'worker', visibilityState: 'hidden' });
    worker.clients.set('page', { id: 'page', type: 'window', visibilityState: 'visible' });
    const { answer } = worker.dispatch(`${origin}${SANDBOX_API_PATH}/community`, 'host');
    await worker.stillHeld();
    expect(worker.answered).toEqual([]);
    worker.activate('page');
    worker.runDue();
    await expect(answer).resolves.toBe('answer');
  });

  it('leaves navigations, and a worker no page has started, to the network as MSW does', () => {
    const worker = loadWorker();
    expect(worker.dispatch(`${origin}${SANDBOX_API_PATH}/community`)).toEqual({
      toMsw: true,
      answer: undefined,
    });
    worker.activate('page-1');
    expect(worker.dispatch(`${origin}${SANDBOX_CONTROL_PATH}/state`, 'other', 'navigate')).toEqual({
      toMsw: true,
      answer: undefined,
    });
  });
});
