import type { Faults } from '../http/runtime';

/**
 * What the page and the sandbox's host (a dedicated worker, or the page itself where workers are
 * unavailable) say to each other. Requests and answers cross as plain data, bodies as transferred
 * ArrayBuffers, so no copy of a body is made on the way.
 */
export interface HostUrls {
  apiBase: string;
  controlBase: string;
  cdnOrigin: string;
  uploadOrigin: string;
}

export interface HostInit {
  urls: HostUrls;
  /** The faults the tab kept (sessionStorage is the page's, not the worker's). */
  faults: Faults | undefined;
}

export interface WireRequest {
  url: string;
  method: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export type WireResponse =
  /** No handler took the request: it goes on to the network as if the sandbox were not there. */
  | { kind: 'unhandled' }
  /** A network error, as `Response.error()` (the "network error" fault). */
  | { kind: 'network-error' }
  | { kind: 'answer'; status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer | null };

/** Page → worker. */
export type ToHost =
  | { type: 'init'; init: HostInit }
  | { type: 'request'; id: number; request: WireRequest };

/** Worker → page. */
export type FromHost =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'response'; id: number; response: WireResponse }
  | { type: 'faults'; faults: Faults };

export async function toWireRequest(request: Request): Promise<WireRequest> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return {
    url: request.url,
    method: request.method,
    headers: [...request.headers],
    body: hasBody ? await request.arrayBuffer() : null,
  };
}

export function fromWireRequest(wire: WireRequest): Request {
  return new Request(wire.url, { method: wire.method, headers: wire.headers, body: wire.body });
}

export async function toWireResponse(response: Response | undefined): Promise<WireResponse> {
  if (!response) return { kind: 'unhandled' };
  if (response.type === 'error') return { kind: 'network-error' };
  return {
    kind: 'answer',
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: response.body ? await response.arrayBuffer() : null,
  };
}

/** The answer as the page's service-worker client gives it back; undefined lets the request pass. */
export function fromWireResponse(wire: WireResponse): Response | undefined {
  switch (wire.kind) {
    case 'unhandled':
      return undefined;
    case 'network-error':
      return Response.error();
    case 'answer': {
      // 101, 204, 205 and 304 carry no body; the constructor refuses one.
      const bodiless = [101, 204, 205, 304].includes(wire.status);
      return new Response(bodiless ? null : wire.body, {
        status: wire.status,
        statusText: wire.statusText,
        headers: wire.headers,
      });
    }
  }
}

/** The buffers to transfer with a message (a body is moved, not copied). */
export function transferablesOf(wire: WireRequest | WireResponse): Transferable[] {
  return 'body' in wire && wire.body ? [wire.body] : [];
}
