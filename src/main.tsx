import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
// Before any form's schema runs: zod must not probe for eval under the page's CSP.
import './lib/zod-config';
// Its beforeunload listener must be the first one, ahead of the sandbox's (see the module).
import './hooks/use-before-unload';
import { applyConnection, holdRequestsUntil } from './api/client';
import { createApp } from './app/app';
import { preloadFaultsMarker } from './app/shell/faults-marker-slot';
import { markSandboxRunning } from './config/sandbox';
import { loadConnection } from './features/connection/storage';
import { loadLocaleDataInWorker } from './lib/format';
import { yieldToMain } from './lib/schedule';

function start() {
  // First: ICU's locale data then loads on another core while the app starts here.
  loadLocaleDataInWorker();
  const stored = loadConnection();
  applyConnection(stored?.connection ?? null);
  // The sandbox (MSW's client here, the domain and seed in its host worker) is downloaded only in
  // sandbox mode. The app renders meanwhile; API requests wait until the sandbox answers.
  if (stored?.connection.mode === 'sandbox') {
    // Its state and API run in a worker, started first so that its code downloads beside the chunk.
    const host = startSandboxHostWorker();
    preloadFaultsMarker();
    holdRequestsUntil(
      import('./sandbox/browser')
        .then(({ startSandboxWorker }) => startSandboxWorker(host))
        .then(markSandboxRunning),
    );
  } else if ('serviceWorker' in navigator && navigator.serviceWorker.controller) {
    // The sandbox's worker stays registered across page loads (src/sandbox/worker-lifecycle.ts);
    // a live connection has no use for it, so it goes when the next page loads in live mode.
    navigator.serviceWorker
      .getRegistration()
      .then((registration) => registration?.unregister())
      .catch(() => undefined); // it then stays until the next load: requests pass through it unchanged
  }
  // The app's router and React's root are made in a task of their own: evaluating the entry's
  // modules is already a task of 35-58 ms on a 2-core machine, and these added about 7 ms to it.
  void yieldToMain().then(render);
}

function render() {
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  const App = createApp();
  // As a transition, the first render is cut into short tasks (React yields between components);
  // rendered urgently, a deep link's first screen was one task of over 50 ms.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

/** The sandbox host's worker, or undefined where module workers cannot start (the page runs it). */
function startSandboxHostWorker(): Worker | undefined {
  try {
    return new Worker(new URL('./sandbox/host/host.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return undefined;
  }
}

start();
