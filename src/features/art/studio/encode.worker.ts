/// <reference lib="webworker" />
import { serveWorker } from '../../../lib/worker-rpc';
import { encodeHandlers } from './encode-handlers';

/** The studio's encoding off the page's thread. */
declare const self: DedicatedWorkerGlobalScope;

serveWorker(encodeHandlers, self);
