/// <reference lib="webworker" />
import { serveWorker } from '../../lib/worker-rpc';
import { insightsHandlers } from './insights-handlers';

/** The insights' figures and whole reads, off the page's thread. */
declare const self: DedicatedWorkerGlobalScope;

serveWorker(insightsHandlers, self);
