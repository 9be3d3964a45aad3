import { describe, expect, it, vi } from 'vitest';
import { FakeWorker } from '../testing/fake-worker';
import { transferring, workerClient, type CallContext } from './worker-rpc';

class QuotaError extends Error {
  override readonly name = 'QuotaError';
  readonly status: number;
  readonly limits: { perDay: number };
  constructor(message: string, status: number, limits: { perDay: number }) {
    super(message);
    this.status = status;
    this.limits = limits;
  }
}

/** A gate a handler waits at until the test opens it. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
}

function handlers(gates: Record<string, { opened: Promise<void> }> = {}) {
  return {
    echo: async (input: { name: string }) => {
      await gates[input.name]?.opened;
      return `hello ${input.name}`;
    },
    sum: (input: { bytes: ArrayBuffer }) => {
      const total = new Uint8Array(input.bytes).reduce((a, b) => a + b, 0);
      const back = new ArrayBuffer(1);
      return transferring({ total, back }, [back]);
    },
    wait: (_: null, context: CallContext) =>
      new Promise<string>((resolve) => context.signal.addEventListener('abort', () => resolve('stopped'))),
    refuse: (reason: string): never => {
      throw new QuotaError(reason, 429, { perDay: 10 });
    },
    pages: async (count: number, context: CallContext<number, { page: number }, string>) => {
      const read: string[] = [];
      for (let page = 1; page <= count; page++) {
        read.push(await context.ask({ page }));
        context.emit(page / count);
      }
      return read;
    },
  };
}

function throughWorker(gates?: Record<string, { opened: Promise<void> }>) {
  const worker = new FakeWorker(handlers(gates));
  const client = workerClient({ start: () => worker, inPlace: () => handlers(gates) });
  return { worker, client };
}

describe('workerClient over a worker', () => {
  it('matches each answer to its call by id, whatever order they come in', async () => {
    const first = gate();
    const { client } = throughWorker({ ada: first });
    const ada = client.call('echo', { name: 'ada' });
    const bob = await client.call('echo', { name: 'bob' });
    expect(bob).toBe('hello bob');
    first.open();
    await expect(ada).resolves.toBe('hello ada');
  });

  it('hands over the objects named for transfer, both ways', async () => {
    const { worker, client } = throughWorker();
    const bytes = new Uint8Array([1, 2, 3]).buffer;
    const answer = await client.call('sum', { bytes }, { transfer: [bytes] });
    expect(answer.total).toBe(6);
    expect(worker.sentOf('call')[0]?.transfer).toEqual([bytes]);
    const done = worker.answered.find((p) => (p.message as { rpc: string }).rpc === 'done');
    expect(done?.transfer).toEqual([answer.back]);
  });

  it('rejects with an AbortError when the signal aborts, and stops the work in the worker', async () => {
    const { worker, client } = throughWorker();
    const controller = new AbortController();
    const waiting = client.call('wait', null, { signal: controller.signal });
    await vi.waitFor(() => expect(worker.sentOf('call')).toHaveLength(1));
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(worker.sentOf('cancel')).toHaveLength(1));
    await expect(client.call('wait', null, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it("brings a handler's error back as an error: name, message and plain fields", async () => {
    const { client } = throughWorker();
    const error = await client.call('refuse', 'Over the quota').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'QuotaError',
      message: 'Over the quota',
      status: 429,
      limits: { perDay: 10 },
    });

    const revived = workerClient({
      start: () => new FakeWorker(handlers()),
      inPlace: () => handlers(),
      reviveError: (crossed) => new QuotaError(crossed.message, Number(crossed.fields.status), { perDay: 0 }),
    });
    await expect(revived.call('refuse', 'Over the quota')).rejects.toBeInstanceOf(QuotaError);
  });

  it("answers the handler's questions and passes on its events", async () => {
    const { client } = throughWorker();
    const progress: number[] = [];
    const read = await client.call('pages', 2, {
      onAsk: ({ page }) => `page ${String(page)}`,
      onEvent: (share) => progress.push(share),
    });
    expect(read).toEqual(['page 1', 'page 2']);
    expect(progress).toEqual([0.5, 1]);
  });

  it('ends the call with the error of a failed answer, as thrown, and stops the worker’s side', async () => {
    const { worker, client } = throughWorker();
    const refused = new QuotaError('No more pages', 429, { perDay: 1 });
    const reading = client.call('pages', 3, { onAsk: () => Promise.reject(refused) });
    await expect(reading).rejects.toBe(refused);
    await vi.waitFor(() => expect(worker.sentOf('cancel')).toHaveLength(1));
  });

  it('fails the calls a broken worker holds, and starts a new worker for the next call', async () => {
    const started: FakeWorker[] = [];
    const client = workerClient({
      start: () => {
        const worker = new FakeWorker(handlers({ ada: gate() }));
        started.push(worker);
        return worker;
      },
      inPlace: () => handlers(),
    });
    const stuck = client.call('echo', { name: 'ada' });
    await vi.waitFor(() => expect(started[0]?.sentOf('call')).toHaveLength(1));
    started[0]?.dispatchEvent(Object.assign(new Event('error'), { message: 'Out of memory' }));
    await expect(stuck).rejects.toThrow('Out of memory');
    expect(started[0]?.terminated).toBe(true);
    await expect(client.call('echo', { name: 'bob' })).resolves.toBe('hello bob');
    expect(started).toHaveLength(2);
  });
});

describe('workerClient where no worker can start', () => {
  it('runs the same handlers in place: without a worker, or when starting one throws', async () => {
    for (const start of [null, () => new Worker('nowhere.js')]) {
      const client = workerClient({ start, inPlace: () => handlers() });
      await expect(client.call('echo', { name: 'ada' })).resolves.toBe('hello ada');
      const progress: number[] = [];
      const read = await client.call('pages', 2, {
        onAsk: ({ page }) => `page ${String(page)}`,
        onEvent: (share) => progress.push(share),
      });
      expect([read, progress]).toEqual([
        ['page 1', 'page 2'],
        [0.5, 1],
      ]);
      const bytes = new Uint8Array([4, 5]).buffer;
      await expect(client.call('sum', { bytes }, { transfer: [bytes] })).resolves.toMatchObject({ total: 9 });
    }
  });

  it('hands the calls made while a worker failed to start to the handlers in place, inputs intact', async () => {
    const worker = new FakeWorker(handlers(), { failToStart: true });
    const client = workerClient({ start: () => worker, inPlace: () => handlers() });
    const bytes = new Uint8Array([7, 8]).buffer;
    await expect(client.call('sum', { bytes }, { transfer: [bytes] })).resolves.toMatchObject({ total: 15 });
    expect(worker.sent).toEqual([]);
    expect(worker.terminated).toBe(true);
  });

  it('runs the calls in place when a started worker never says it runs, and drops that worker', async () => {
    const worker = new FakeWorker(handlers(), { neverStarts: true });
    const client = workerClient({ start: () => worker, inPlace: () => handlers(), readyTimeoutMs: 20 });
    await expect(client.call('echo', { name: 'a' })).resolves.toBe('hello a');
    await expect(client.call('echo', { name: 'b' })).resolves.toBe('hello b');
    expect(worker.sent).toEqual([]);
    expect(worker.terminated).toBe(true);
  });

  it('stops in place too: an AbortError for the caller, an aborted signal for the handler', async () => {
    let seen: AbortSignal | undefined;
    const client = workerClient({
      start: null,
      inPlace: () => ({
        wait: (_: null, context: CallContext) => {
          seen = context.signal;
          return new Promise<never>(() => undefined);
        },
      }),
    });
    const controller = new AbortController();
    const waiting = client.call('wait', null, { signal: controller.signal });
    await vi.waitFor(() => expect(seen).toBeDefined());
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen?.aborted).toBe(true);
  });

  it('keeps errors in place as they were thrown', async () => {
    const client = workerClient({ start: null, inPlace: () => handlers() });
    await expect(client.call('refuse', 'Over the quota')).rejects.toBeInstanceOf(QuotaError);
  });
});
