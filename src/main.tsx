import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
// Before any form's schema runs: zod must not probe for eval under the page's CSP.
import './lib/zod-config';
// Its beforeunload listener must be the first one, ahead of the sandbox's (see the module).
import './hooks/use-before-unload';
import { applyConnection, holdRequestsUntil } from './api/client';
import { createApp } from './app/app';
import { markSandboxRunning } from './config/sandbox';
import { loadConnection } from './features/connection/storage';

function start() {
  const stored = loadConnection();
  applyConnection(stored?.connection ?? null);
  // The sandbox (MSW worker, domain, seed) is its own chunk, downloaded only in sandbox mode. The app
  // renders meanwhile; API requests wait until the worker answers.
  if (stored?.connection.mode === 'sandbox') {
    holdRequestsUntil(
      import('./sandbox/browser')
        .then(({ startSandboxWorker }) => startSandboxWorker())
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
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  const App = createApp();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

start();
