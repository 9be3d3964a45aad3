/// <reference lib="webworker" />
import { isApiError } from '../../api/errors';
import { isReadCancelled, ReadCancelled } from '../../api/fetch-all-pages';
import type { PageBytes } from '../../api/page-bytes';
import { computeInsights } from './insights';
import { columnBuffers, fromColumns } from './insights-input';
import type { FromWorker, ToWorker, WorkerError } from './insights-protocol';
import { readColumns } from './read-columns';

/**
 * Computes the insights, and reads whole lists into their columns, off the page's thread: a large
 * community's attributions and members are parsed, checked and bucketed here.
 */
declare const self: DedicatedWorkerGlobalScope;

function post(message: FromWorker, transfer: Transferable[] = []): void {
  self.postMessage(message, transfer);
}

/** A read under way: how to stop it, and the page it waits for. */
interface Reading {
  stop: AbortController;
  waiting?: { resolve: (page: PageBytes) => void; reject: (error: unknown) => void };
}

const readings = new Map<number, Reading>();

function asWorkerError(error: unknown): WorkerError {
  if (isReadCancelled(error)) return { message: error.message, cancelled: true };
  if (isApiError(error))
    return {
      message: error.message,
      api: { status: error.status, operation: error.operation, kind: error.kind },
    };
  return { message: error instanceof Error ? error.message : String(error) };
}

async function read(id: number, request: Extract<ToWorker, { type: 'read' }>['read']): Promise<void> {
  const reading: Reading = { stop: new AbortController() };
  readings.set(id, reading);
  const fetchPage = ({ page, perPage }: { page: number; perPage: number }) =>
    new Promise<PageBytes>((resolve, reject) => {
      reading.waiting = { resolve, reject };
      post({ type: 'want-page', id, page, perPage });
    });
  try {
    const result = await readColumns(request, fetchPage, reading.stop.signal);
    post({ type: 'read', id, result }, columnBuffers(result.columns));
  } catch (error) {
    post({ type: 'failed', id, error: asWorkerError(error) });
  } finally {
    readings.delete(id);
  }
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  switch (message.type) {
    case 'compute': {
      const started = performance.now();
      const insights = computeInsights(fromColumns(message.columns));
      post({ type: 'computed', id: message.id, insights, ms: performance.now() - started });
      break;
    }
    case 'read':
      void read(message.id, message.read);
      break;
    case 'page': {
      const waiting = readings.get(message.id)?.waiting;
      waiting?.resolve({ bytes: message.bytes, status: message.status });
      break;
    }
    case 'stop': {
      const reading = readings.get(message.id);
      reading?.stop.abort();
      reading?.waiting?.reject(new ReadCancelled());
      break;
    }
  }
};
