/// <reference lib="webworker" />
import { serveWorker } from '../../lib/worker-rpc';
import { signalsHandlers } from './signals-handlers';

/** Computes the review signals off the page's thread. */
declare const self: DedicatedWorkerGlobalScope;

serveWorker(signalsHandlers, self);
