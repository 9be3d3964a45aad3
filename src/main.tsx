import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import './api/client';
import { applyConnection } from './api/client';
import { App } from './app/app';
import { loadConnection } from './features/connection/storage';
import { markSandboxRunning } from './config/sandbox';

async function start() {
  const stored = loadConnection();
  applyConnection(stored?.connection ?? null);
  // The sandbox (MSW worker, domain, seed) is its own chunk, downloaded only in sandbox mode.
  if (stored?.connection.mode === 'sandbox') {
    const { startSandboxWorker } = await import('./sandbox/browser');
    await startSandboxWorker();
    markSandboxRunning();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
