/// <reference lib="webworker" />
import { loadLocaleData } from './format';

/** Loads the locale's formatting data for the page (see loadLocaleDataInWorker), then ends. */
declare const self: DedicatedWorkerGlobalScope;

loadLocaleData();
self.close();
