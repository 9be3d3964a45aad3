/**
 * The one way the page talks to its workers: a module of handlers (plain functions, one per
 * method) runs in a worker through `serveWorker`, and the page calls them through `workerClient`.
 * Each call has an id, so answers may come in any order; inputs, answers, events and questions can
 * hand over their buffers and bitmaps instead of copying them; a call stops with its AbortSignal;
 * a handler's error comes back as an error (name, message, its plain fields). Where no worker can
 * start (jsdom and Node, a browser without module workers, a content security policy that refuses
 * the script) the same handlers run in place, on the page's thread, behind the same calls.
 */

/** What a handler gets besides its input. */
export interface CallContext<Event = never, Question = never, Answer = never> {
  /** Aborts when the caller cancels the call (or a question it was asked failed there). */
  readonly signal: AbortSignal;
  /** Sends the caller an event of this call: progress, a batch of the results. */
  emit: (event: Event, transfer?: Transferable[]) => void;
  /** Asks the caller for something this call needs (the bytes of a page) and waits for it. */
  ask: (question: Question, transfer?: Transferable[]) => Promise<Answer>;
}

const TRANSFER = Symbol('transfer');

/** A value and the objects in it to hand over rather than copy (the sender cannot use them again). */
export interface Transferring<T> {
  readonly [TRANSFER]: Transferable[];
  readonly value: T;
}

export function transferring<T>(value: T, transfer: Transferable[]): Transferring<T> {
  return { [TRANSFER]: transfer, value };
}

function unwrap(result: unknown): { value: unknown; transfer: Transferable[] } {
  if (typeof result === 'object' && result !== null && TRANSFER in result) {
    const { value, [TRANSFER]: transfer } = result as Transferring<unknown>;
    return { value, transfer };
  }
  return { value: result, transfer: [] };
}

/** A handler: its input, and the context of its call. */
type Method = (input: never, context: never) => unknown;
export type Handlers = Record<string, Method>;
type AnyContext = CallContext<unknown, unknown, unknown>;
type InputOf<M> = M extends (input: infer I, ...rest: never[]) => unknown ? I : never;
type ContextOf<M> = M extends (input: never, context: infer C) => unknown ? C : never;
type ReplyOf<M> = M extends (input: never, context: never) => infer R
  ? Awaited<R> extends Transferring<infer T>
    ? T
    : Awaited<R>
  : never;

export interface CallOptions<M> {
  signal?: AbortSignal;
  /** Objects in the input to hand over rather than copy. */
  transfer?: Transferable[];
  onEvent?: (
    event: ContextOf<M> extends { emit: (event: infer E, ...rest: never[]) => void } ? E : never,
  ) => void;
  /** Answers the handler's questions; a failure ends the call with this error, as thrown. */
  onAsk?: ContextOf<M> extends { ask: (question: infer Q, ...rest: never[]) => Promise<infer A> }
    ? (question: Q) => A | Transferring<A> | Promise<A | Transferring<A>>
    : never;
}

/** An error as it crosses from a worker: a structured clone keeps neither its class nor its fields. */
export interface CrossedError {
  name: string;
  message: string;
  /** Its own fields that clone as they are (an ApiError's status, operation, kind…). */
  fields: Record<string, unknown>;
}

/** The messages of a call, each way. */
type ToWorker =
  | { rpc: 'call'; id: number; method: string; input: unknown }
  | { rpc: 'cancel'; id: number }
  | { rpc: 'answer'; id: number; ask: number; value: unknown };
type ToPage =
  | { rpc: 'ready' }
  | { rpc: 'done'; id: number; value: unknown }
  | { rpc: 'failed'; id: number; error: CrossedError }
  | { rpc: 'event'; id: number; event: unknown }
  | { rpc: 'ask'; id: number; ask: number; question: unknown };

/** Either end of the exchange: a Worker, the worker's own global scope. */
export interface RpcPort {
  postMessage: (message: unknown, options?: StructuredSerializeOptions) => void;
  addEventListener: (type: 'message' | 'error', listener: (event: Event) => void) => void;
}

export interface WorkerLike extends RpcPort {
  terminate: () => void;
}

export function abortError(): DOMException {
  return new DOMException('The call was cancelled.', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function clones(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(clones);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every(clones);
}

export function crossError(error: unknown): CrossedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields = Object.fromEntries(
    Object.entries(error).filter(([key, value]) => key !== 'name' && key !== 'message' && clones(value)),
  );
  return { name: error.name, message: error.message, fields };
}

/** The default reading of an error from a worker: an Error with its name, message and fields. */
export function reviveError(crossed: CrossedError): Error {
  const error = Object.assign(new Error(crossed.message), crossed.fields);
  error.name = crossed.name;
  return error;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

function messageOf(event: Event): unknown {
  return (event as MessageEvent<unknown>).data;
}

/** A question a handler waits on. */
interface Asked {
  resolve: (answer: unknown) => void;
  reject: (error: unknown) => void;
}

/** Runs `handlers` for the page, in the worker whose global scope is `port`. */
export function serveWorker(handlers: Handlers, port: RpcPort): void {
  const calls = new Map<number, { stop: AbortController; asks: Map<number, Asked> }>();
  let nextAsk = 0;
  const post = (message: ToPage, transfer: Transferable[] = []) => port.postMessage(message, { transfer });

  async function run(id: number, method: string, input: unknown): Promise<void> {
    const call = { stop: new AbortController(), asks: new Map<number, Asked>() };
    calls.set(id, call);
    const { signal } = call.stop;
    const context: AnyContext = {
      signal,
      emit: (event, transfer) => !signal.aborted && post({ rpc: 'event', id, event }, transfer),
      ask: (question, transfer) =>
        new Promise((resolve, reject) => {
          const ask = ++nextAsk;
          call.asks.set(ask, { resolve, reject });
          post({ rpc: 'ask', id, ask, question }, transfer);
        }),
    };
    try {
      const handler = handlers[method] as ((input: unknown, context: AnyContext) => unknown) | undefined;
      if (!handler) throw new Error(`The worker has no method "${method}".`);
      const { value, transfer } = unwrap(await handler(input, context));
      if (!signal.aborted) post({ rpc: 'done', id, value }, transfer);
    } catch (error) {
      if (!signal.aborted) post({ rpc: 'failed', id, error: crossError(error) });
    } finally {
      calls.delete(id);
    }
  }

  port.addEventListener('message', (event) => {
    const message = messageOf(event) as ToWorker;
    if (message.rpc === 'call') {
      void run(message.id, message.method, message.input);
      return;
    }
    const call = calls.get(message.id);
    if (message.rpc === 'cancel') {
      call?.stop.abort();
      for (const asked of call?.asks.values() ?? []) asked.reject(abortError());
      return;
    }
    call?.asks.get(message.ask)?.resolve(message.value);
    call?.asks.delete(message.ask);
  });
  post({ rpc: 'ready' });
}

export interface WorkerClientOptions<H extends Handlers> {
  /**
   * Starts the worker: `() => new Worker(new URL('./x.worker.ts', import.meta.url), { type: 'module' })`,
   * written where the bundler sees it. `null`, or a start that throws, runs the calls in place.
   */
  start: (() => WorkerLike) | null;
  /** The same handlers, for running in place (a dynamic import keeps them out of the page's chunk). */
  inPlace: () => H | Promise<H>;
  /** Turns an error from the worker back into the caller's kind of error (an ApiError…). */
  reviveError?: (crossed: CrossedError) => Error;
  /**
   * How long a starting worker has to say it runs before the calls run in place instead
   * (WORKER_READY_TIMEOUT_MS by default).
   */
  readyTimeoutMs?: number;
}

/**
 * A worker whose script never answers (a dev server holding its modules while it bundles a newly
 * found dependency, a module graph that stalls) fires no error: past this, its calls run in place.
 * The built app's script can wait behind the page's own requests (six to an origin, each a long
 * answer), and running a large read in place would cost the page's thread what the worker is for:
 * the built app waits far longer than the dev server before giving up.
 */
export const WORKER_READY_TIMEOUT_MS = import.meta.env.DEV ? 5000 : 60_000;

export interface WorkerClient<H extends Handlers> {
  call: <K extends keyof H & string>(
    method: K,
    input: InputOf<H[K]>,
    options?: CallOptions<H[K]>,
  ) => Promise<ReplyOf<H[K]>>;
  /** Stops the worker; a call still under way rejects with an AbortError. */
  close: () => void;
}

/** A call's options with their types left behind (the client checked them at the call). */
interface LooseCallOptions {
  signal?: AbortSignal;
  transfer?: Transferable[];
  onEvent?: (event: never) => void;
  onAsk?: (question: never) => unknown;
}

/** One call, from the page's side. */
interface Call {
  id: number;
  method: string;
  input: unknown;
  options: LooseCallOptions;
  done: boolean;
  settle: (outcome: { value: unknown } | { error: unknown }) => void;
  /** Stops the call's work wherever it runs. */
  cancel: () => void;
}

/**
 * Calls `handlers` in a worker started on the first call and kept for the next ones (`close` ends
 * it). Calls wait for the worker to say it runs before they are posted: a worker that fails to
 * start then hands them, inputs intact, to the handlers in place.
 */
export function workerClient<H extends Handlers>(options: WorkerClientOptions<H>): WorkerClient<H> {
  const revive = options.reviveError ?? reviveError;
  let worker: WorkerLike | undefined;
  let state: 'idle' | 'starting' | 'ready' | 'in-place' = 'idle';
  let inPlace: Promise<H> | undefined;
  let readyTimer: ReturnType<typeof setTimeout> | undefined;
  let nextId = 0;
  const calls = new Map<number, Call>();

  const post = (message: ToWorker, transfer: Transferable[] = []) =>
    worker?.postMessage(message, { transfer });

  function fail(call: Call, error: unknown): void {
    call.settle({ error });
    call.cancel();
  }

  function send(call: Call): void {
    call.cancel = () => post({ rpc: 'cancel', id: call.id });
    try {
      post({ rpc: 'call', id: call.id, method: call.method, input: call.input }, call.options.transfer);
    } catch (error) {
      call.settle({ error });
    }
  }

  async function runInPlace(call: Call): Promise<void> {
    const stop = new AbortController();
    call.cancel = () => stop.abort();
    const context: AnyContext = {
      signal: stop.signal,
      emit: (event) => !call.done && call.options.onEvent?.(event as never),
      ask: async (question) => {
        try {
          return unwrap(await answerOf(call, question)).value;
        } catch (error) {
          fail(call, error);
          throw error;
        }
      },
    };
    try {
      inPlace ??= Promise.resolve().then(options.inPlace);
      const handler = (await inPlace)[call.method] as (input: unknown, context: AnyContext) => unknown;
      if (call.done) return;
      call.settle({ value: unwrap(await handler(call.input, context)).value });
    } catch (error) {
      call.settle({ error });
    }
  }

  function answerOf(call: Call, question: unknown): Promise<unknown> {
    const { onAsk } = call.options;
    if (!onAsk) return Promise.reject(new Error(`The call "${call.method}" takes no questions.`));
    return Promise.resolve().then(() => onAsk(question as never));
  }

  function answer(call: Call, ask: number, question: unknown): void {
    answerOf(call, question).then(
      (reply) => {
        const { value, transfer } = unwrap(reply);
        if (!call.done) post({ rpc: 'answer', id: call.id, ask, value }, transfer);
      },
      (error: unknown) => !call.done && fail(call, error),
    );
  }

  function onMessage(event: Event): void {
    const message = messageOf(event) as ToPage;
    if (message.rpc === 'ready') {
      if (state !== 'starting') return;
      clearTimeout(readyTimer);
      state = 'ready';
      for (const call of calls.values()) send(call);
      return;
    }
    const call = calls.get(message.id);
    if (!call) return;
    if (message.rpc === 'done') call.settle({ value: message.value });
    else if (message.rpc === 'failed') call.settle({ error: revive(message.error) });
    else if (message.rpc === 'event') call.options.onEvent?.(message.event as never);
    else answer(call, message.ask, message.question);
  }

  /** The worker did not start: it is dropped, and its waiting calls (and the next ones) run in place. */
  function giveUpStarting(): void {
    clearTimeout(readyTimer);
    worker?.terminate();
    worker = undefined;
    state = 'in-place';
    const waiting = [...calls.values()];
    calls.clear();
    for (const call of waiting) void runInPlace(call);
  }

  function onError(event: Event): void {
    if (state === 'starting') {
      giveUpStarting();
      return;
    }
    worker?.terminate();
    worker = undefined;
    const waiting = [...calls.values()];
    // A worker that breaks fails every call it holds, with the reason; the next call starts another.
    state = 'idle';
    const reason = (event as Partial<ErrorEvent>).message;
    for (const call of waiting) call.settle({ error: new Error(reason || 'The worker stopped.') });
  }

  function start(): void {
    try {
      if (!options.start) throw new Error('No worker for these calls.');
      worker = options.start();
    } catch {
      state = 'in-place';
      return;
    }
    state = 'starting';
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
    readyTimer = setTimeout(
      () => state === 'starting' && giveUpStarting(),
      options.readyTimeoutMs ?? WORKER_READY_TIMEOUT_MS,
    );
  }

  function dispatch(call: Call): void {
    if (state === 'idle') start();
    if (state === 'in-place') {
      void runInPlace(call);
      return;
    }
    calls.set(call.id, call);
    if (state === 'ready') send(call);
  }

  return {
    call: (method, input, callOptions = {}) => {
      const { signal } = callOptions;
      if (signal?.aborted) return Promise.reject(abortError());
      return new Promise((resolve, reject) => {
        const onAbort = () => fail(call, abortError());
        const call: Call = {
          id: ++nextId,
          method,
          input,
          options: callOptions,
          done: false,
          cancel: () => calls.delete(call.id),
          settle: (outcome) => {
            if (call.done) return;
            call.done = true;
            calls.delete(call.id);
            signal?.removeEventListener('abort', onAbort);
            if ('error' in outcome) reject(asError(outcome.error));
            else resolve(outcome.value as ReplyOf<H[typeof method]>);
          },
        };
        signal?.addEventListener('abort', onAbort);
        dispatch(call);
      });
    },
    close: () => {
      clearTimeout(readyTimer);
      for (const call of [...calls.values()]) fail(call, abortError());
      worker?.terminate();
      worker = undefined;
      state = 'idle';
    },
  };
}
