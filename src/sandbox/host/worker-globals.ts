/**
 * MSW's cookie store refuses to start outside Node unless `localStorage` exists, and a worker has
 * none. The sandbox sets no cookies and the app sends none, so an empty store that keeps nothing
 * is all the handlers need. Imported first by host.worker.ts, before anything loads MSW.
 */
if (!('localStorage' in globalThis)) {
  const nothingKept: Pick<Storage, 'getItem' | 'setItem'> = {
    getItem: () => null,
    setItem: () => undefined,
  };
  Object.defineProperty(globalThis, 'localStorage', { value: nothingKept });
}

export {};
