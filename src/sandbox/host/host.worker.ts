// Before MSW is loaded (see the module).
import './worker-globals';
import { createSandboxHost, type SandboxHost } from './host';
import { transferablesOf, type FromHost, type ToHost, type WireResponse } from './protocol';

/**
 * The sandbox host's worker: started by main.tsx in sandbox mode, as early as the page can, and
 * spoken to by browser.ts. Requests are answered concurrently, each when its handler is done (a
 * slowed or never-answering fault holds only its own request).
 */
const send = (message: FromHost, transfer: Transferable[] = []) => postMessage(message, transfer);

let host: Promise<SandboxHost> | undefined;

addEventListener('message', (event: MessageEvent<ToHost>) => {
  const message = event.data;
  if (message.type === 'init') {
    host = createSandboxHost(message.init, (faults) => send({ type: 'faults', faults }));
    host.then(
      () => send({ type: 'ready' }),
      (error: unknown) => send({ type: 'failed', message: String(error) }),
    );
    return;
  }
  const { id, request } = message;
  void (host ?? Promise.reject(new Error('the sandbox host was not started')))
    .then((started) => started.answer(request))
    .then(
      (response) => send({ type: 'response', id, response }, transferablesOf(response)),
      (error: unknown) => {
        // As MSW answers a handler that throws in the page: a 500 that says what went wrong.
        console.error('Sandbox: a request failed in the host', error);
        send({ type: 'response', id, response: failure(error) });
      },
    );
});

function failure(error: unknown): WireResponse {
  const body = new TextEncoder().encode(JSON.stringify({ message: `Sandbox error: ${String(error)}` }));
  return {
    kind: 'answer',
    status: 500,
    statusText: 'Internal Server Error',
    headers: [['content-type', 'application/json']],
    body: body.buffer,
  };
}
