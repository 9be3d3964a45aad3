import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyConnection } from './client';
import { listCommunities } from './generated/sdk.gen';

const page = { results: [], total: 0, page: 1, perPage: 25 };

/** A fetch that answers only when told to (or fails when its request aborts), keeping the request. */
function heldFetch() {
  const sent: Request[] = [];
  let answer: (response: Response) => void = () => undefined;
  const answered = new Promise<Response>((resolve) => (answer = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      sent.push(request);
      const aborted = new Promise<never>((_, reject) =>
        request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
      return Promise.race([answered, aborted]);
    }),
  );
  const body = new Response(JSON.stringify(page), { headers: { 'Content-Type': 'application/json' } });
  return { sent, answer: () => answer(body), body };
}

async function abortedRead(mode: 'sandbox' | 'live') {
  applyConnection({ mode, baseUrl: 'https://api.example.test/v1', apiKey: 'k' });
  const held = heldFetch();
  const controller = new AbortController();
  const read = listCommunities({ query: { page: 1, perPage: 25 }, signal: controller.signal });
  await vi.waitFor(() => expect(held.sent).toHaveLength(1));
  controller.abort();
  const outcome = await read.then(
    (result) => result.error,
    (error: unknown) => error,
  );
  return { ...held, outcome };
}

afterEach(() => {
  vi.unstubAllGlobals();
  applyConnection(null);
});

describe('a read the page gives up', () => {
  it('in the sandbox: fails for its caller at once, but the request runs to its end and its answer is read', async () => {
    const { sent, answer, body, outcome } = await abortedRead('sandbox');
    expect(outcome).toMatchObject({ messages: ['The request was cancelled'] });
    // Aborting a request whose answer the sandbox's service worker is streaming is a page error in Firefox.
    expect(sent[0]?.signal.aborted).toBe(false);
    answer();
    await vi.waitFor(() => expect(body.bodyUsed).toBe(true));
  });

  it('in the sandbox: a request that times out is aborted itself', async () => {
    // The client's timeout, fired by the test (the sandbox's "no answer" fault never answers).
    const timeout = new AbortController();
    vi.spyOn(AbortSignal, 'timeout').mockReturnValue(timeout.signal);
    applyConnection({ mode: 'sandbox', baseUrl: 'https://api.example.test/v1', apiKey: 'k' });
    const { sent } = heldFetch();
    const read = listCommunities({ query: { page: 1, perPage: 25 } });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.signal.aborted).toBe(false);
    timeout.abort(new DOMException('timed out', 'TimeoutError'));
    await read.catch(() => undefined);
    expect(sent[0]?.signal.aborted).toBe(true);
  });

  it('in live mode: the request itself is aborted (its connection is freed)', async () => {
    const { sent, outcome } = await abortedRead('live');
    expect(outcome).toMatchObject({ messages: ['The request was cancelled'] });
    expect(sent[0]?.signal.aborted).toBe(true);
  });
});
