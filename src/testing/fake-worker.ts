import { serveWorker, type Handlers, type RpcPort, type WorkerLike } from '../lib/worker-rpc';

/** What crossed between the page and a fake worker, with the objects handed over. */
export interface Posted {
  message: unknown;
  transfer: readonly Transferable[];
}

/**
 * Stands in for a module worker in tests (jsdom and Node have none): serves `handlers` through
 * worker-rpc, each message arriving in a task of its own as from a real worker. `failToStart`
 * is a worker whose script never runs (refused by a content security policy, or missing);
 * `neverStarts` one whose script never answers nor fails (a stalled module graph).
 */
export class FakeWorker extends EventTarget implements WorkerLike {
  terminated = false;
  /** Page to worker. */
  readonly sent: Posted[] = [];
  /** Worker to page. */
  readonly answered: Posted[] = [];
  private readonly scope = new EventTarget();

  constructor(handlers: Handlers, options: { failToStart?: boolean; neverStarts?: boolean } = {}) {
    super();
    if (options.failToStart) {
      setTimeout(() => this.dispatchEvent(new Event('error')), 0);
      return;
    }
    if (options.neverStarts) return;
    const port: RpcPort = {
      postMessage: (message, { transfer = [] } = {}) => {
        if (this.terminated) return;
        this.answered.push({ message, transfer });
        setTimeout(() => this.dispatchEvent(new MessageEvent('message', { data: message })), 0);
      },
      addEventListener: (type, listener) => this.scope.addEventListener(type, listener),
    };
    serveWorker(handlers, port);
  }

  postMessage(message: unknown, { transfer = [] }: StructuredSerializeOptions = {}): void {
    if (this.terminated) return;
    this.sent.push({ message, transfer });
    setTimeout(() => this.scope.dispatchEvent(new MessageEvent('message', { data: message })), 0);
  }

  terminate(): void {
    this.terminated = true;
  }

  /** The page's messages of one kind (call, cancel, answer). */
  sentOf(rpc: string): Posted[] {
    return this.sent.filter((p) => (p.message as { rpc?: string }).rpc === rpc);
  }
}
