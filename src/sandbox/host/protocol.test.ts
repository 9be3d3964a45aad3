import { describe, expect, it } from 'vitest';
import { fromWireRequest, fromWireResponse, toWireRequest, toWireResponse, transferablesOf } from './protocol';

describe('the page and the sandbox host exchange requests and answers as plain data', () => {
  it('a request keeps its method, URL, headers and body bytes', async () => {
    const sent = new Request('https://app.test/sandbox-api/v1/communities?page=2', {
      method: 'POST',
      headers: { 'x-api-key': 'k', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Guild' }),
    });
    const wire = await toWireRequest(sent);
    expect(transferablesOf(wire)).toEqual([wire.body]);
    const received = fromWireRequest(structuredClone(wire));
    expect(received.method).toBe('POST');
    expect(received.url).toBe(sent.url);
    expect(received.headers.get('x-api-key')).toBe('k');
    expect(await received.json()).toEqual({ name: 'Guild' });
  });

  it('a GET crosses without a body', async () => {
    const wire = await toWireRequest(new Request('https://app.test/x'));
    expect(wire.body).toBeNull();
    expect(transferablesOf(wire)).toEqual([]);
  });

  it('an answer keeps its status, text and headers', async () => {
    const wire = await toWireResponse(
      new Response('{"message":"no"}', { status: 409, statusText: 'Conflict', headers: { 'retry-after': '3' } }),
    );
    const answer = fromWireResponse(structuredClone(wire));
    expect(answer?.status).toBe(409);
    expect(answer?.statusText).toBe('Conflict');
    expect(answer?.headers.get('retry-after')).toBe('3');
    expect(await answer?.json()).toEqual({ message: 'no' });
  });

  it('a 204 is rebuilt without a body, a network error as one, and an unhandled request passes', async () => {
    expect(fromWireResponse(await toWireResponse(new Response(null, { status: 204 })))?.status).toBe(204);
    expect(fromWireResponse(await toWireResponse(Response.error()))?.type).toBe('error');
    expect(fromWireResponse(await toWireResponse(undefined))).toBeUndefined();
  });
});
