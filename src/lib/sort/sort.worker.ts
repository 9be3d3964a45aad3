/// <reference lib="webworker" />
import { serveWorker } from '../worker-rpc';
import { sortHandlers } from './sort-handlers';

/** Sorts a list's columns off the page's thread. */
declare const self: DedicatedWorkerGlobalScope;

serveWorker(sortHandlers, self);
