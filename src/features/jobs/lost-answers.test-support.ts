import { vi } from 'vitest';

/**
 * A transport in front of the sandbox (msw/node) that breaks connections the way a flaky network
 * does, for job tests: each write is numbered from 1, and
 * - `cut(n)`: the sandbox applies write n, then its answer's body breaks off halfway (the
 *   connection resets mid-body: the client's body read fails with a TypeError);
 * - `drop(n)`: write n never arrives (fetch fails before anything is sent);
 * - `failReads(n)`: read n (numbered apart) fails without an answer.
 * It logs every request in order, with the wallets or members a write carries.
 */
export interface TransportEvent {
  method: string;
  /** The path after the API base, with its query. */
  path: string;
  /** Wallets or members the write carries, in lower case; empty for a read. */
  items: string[];
  fate: 'answered' | 'cut' | 'dropped' | 'failed';
}

export interface FlakyTransport {
  events: TransportEvent[];
  writes: () => TransportEvent[];
  /** How many writes carried each item. */
  sends: () => Map<string, number>;
  /**
   * Items sent again with no read between the two sends that could show them absent (a read of
   * that item, or of a whole list), or that was not answered.
   */
  resentBlind: (coversItem: (read: TransportEvent, item: string) => boolean) => string[];
}

const itemsOf = (body: unknown): string[] => {
  if (!body || typeof body !== 'object') return [];
  const { wallet, wallets, members } = body as { wallet?: unknown; wallets?: unknown; members?: unknown };
  const asList = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);
  const list = [wallet, ...asList(wallets), ...asList(members)];
  return list.filter((x): x is string => typeof x === 'string').map((x) => x.toLowerCase());
};

/** A response whose body gives half its bytes, then fails as a reset connection does. */
function cutMidBody(response: Response, bytes: Uint8Array): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, Math.floor(bytes.length / 2)));
      controller.error(new TypeError('terminated'));
    },
  });
  return new Response(body, { status: response.status, headers: response.headers });
}

export function flakyTransport(options: {
  cut?: (write: number) => boolean;
  drop?: (write: number) => boolean;
  failReads?: (read: number) => boolean;
}): FlakyTransport {
  const events: TransportEvent[] = [];
  const through = globalThis.fetch.bind(globalThis);
  let writes = 0;
  let reads = 0;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^.*\/v1(?=\/)/, '') + url.search;
    const event: TransportEvent = { method: request.method, path, items: [], fate: 'answered' };
    events.push(event);
    if (request.method === 'GET') {
      reads += 1;
      if (options.failReads?.(reads)) {
        event.fate = 'failed';
        throw new TypeError('Failed to fetch');
      }
      return through(request);
    }
    writes += 1;
    const text = await request.clone().text();
    try {
      event.items = itemsOf(text ? JSON.parse(text) : undefined);
    } catch {
      event.items = [];
    }
    if (options.drop?.(writes)) {
      event.fate = 'dropped';
      throw new TypeError('Failed to fetch');
    }
    const response = await through(request);
    if (!options.cut?.(writes)) return response;
    event.fate = 'cut';
    return cutMidBody(response, new Uint8Array(await response.arrayBuffer()));
  });

  const writeEvents = () => events.filter((e) => e.method !== 'GET');
  return {
    events,
    writes: writeEvents,
    sends: () => {
      const counts = new Map<string, number>();
      for (const e of writeEvents())
        for (const item of e.items) counts.set(item, (counts.get(item) ?? 0) + 1);
      return counts;
    },
    resentBlind: (coversItem) => {
      const blind = new Set<string>();
      const awaitingRead = new Set<string>();
      for (const e of events) {
        if (e.method === 'GET') {
          if (e.fate !== 'answered') continue;
          for (const item of awaitingRead) if (coversItem(e, item)) awaitingRead.delete(item);
          continue;
        }
        for (const item of e.items) {
          if (awaitingRead.has(item)) blind.add(item);
          awaitingRead.add(item);
        }
      }
      return [...blind];
    },
  };
}

/** 30% of calls, in a fixed pattern: the 2nd, 5th and 8th of every ten. */
export const THIRTY_PERCENT = (n: number) => [2, 5, 8].includes(n % 10);
