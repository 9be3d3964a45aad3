/// <reference lib="webworker" />
import { serveWorker } from '../worker-rpc';
import { walletCsvHandlers } from './csv-protocol';

/**
 * A module worker that parses and checks a wallet file off the page's thread (a 100,000-line file
 * costs about a second of hashing for the checksums). Started by read-wallet-csv.ts, one per file.
 * Papaparse's own `worker: true` is not used: it starts its worker from a `blob:` URL made of its
 * own source, which the app's content security policy (`worker-src 'self'`) refuses and a bundle
 * does not keep intact, and that worker could not run our checks.
 */
declare const self: DedicatedWorkerGlobalScope;

serveWorker(walletCsvHandlers, self);
