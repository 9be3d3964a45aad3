import { describe, expect, it } from 'vitest';
import { createRequestLimiter } from './request-limiter';

/** A request the test answers when it likes. */
function held() {
  let answer: (value: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const promise = new Promise<string>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { promise, answer, fail };
}

describe('the request limiter', () => {
  it('opens at most its limit at once and starts the next as one settles, in order', async () => {
    const limiter = createRequestLimiter(2);
    const requests = Array.from({ length: 5 }, () => held());
    const started: number[] = [];
    const results = requests.map((r, i) =>
      limiter.run(undefined, () => {
        started.push(i);
        return r.promise;
      }),
    );
    expect(started).toEqual([0, 1]);
    expect([limiter.active, limiter.waiting]).toEqual([2, 3]);

    requests[1]?.answer('b');
    await expect(results[1]).resolves.toBe('b');
    expect(started).toEqual([0, 1, 2]);

    requests[0]?.fail(new Error('offline'));
    await expect(results[0]).rejects.toThrow('offline');
    expect(started).toEqual([0, 1, 2, 3]);
    expect(limiter.active).toBe(2);

    for (const r of requests) r.answer('done');
    await Promise.all(results.slice(2));
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect([limiter.active, limiter.waiting]).toEqual([0, 0]);
  });

  it('drops a waiting request whose signal aborts: rejected with its reason, never sent', async () => {
    const limiter = createRequestLimiter(1);
    const first = held();
    const running = limiter.run(undefined, () => first.promise);
    const controller = new AbortController();
    let sent = false;
    const waiting = limiter.run(controller.signal, () => {
      sent = true;
      return Promise.resolve('sent');
    });
    const after = limiter.run(undefined, () => Promise.resolve('after'));
    expect(limiter.waiting).toBe(2);

    controller.abort(new DOMException('Left the page', 'AbortError'));
    await expect(waiting).rejects.toThrow('Left the page');
    expect(limiter.waiting).toBe(1);

    first.answer('first');
    await expect(running).resolves.toBe('first');
    await expect(after).resolves.toBe('after');
    expect(sent).toBe(false);
    expect(limiter.active).toBe(0);
  });

  it('refuses a request whose signal has already aborted, and frees the place of one that throws', async () => {
    const limiter = createRequestLimiter(1);
    const controller = new AbortController();
    controller.abort();
    await expect(limiter.run(controller.signal, () => Promise.resolve('no'))).rejects.toMatchObject({
      name: 'AbortError',
    });
    await expect(
      limiter.run(undefined, () => {
        throw new Error('bad request');
      }),
    ).rejects.toThrow('bad request');
    await expect(limiter.run(undefined, () => Promise.resolve('next'))).resolves.toBe('next');
  });

  it('holds a fetch’s place until its body is read to the end, cancelled or broken, or at the latest', async () => {
    const limiter = createRequestLimiter(1);
    const answer = (body: string | null = 'x'.repeat(100)) =>
      Promise.resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } }));
    const read = await limiter.runToBodyEnd(undefined, () => answer());
    // Its headers are in, its body is not read: the next request waits.
    expect([limiter.active, limiter.waiting]).toEqual([1, 0]);
    let started = false;
    const next = limiter.runToBodyEnd(undefined, () => {
      started = true;
      return answer();
    });
    expect(started).toBe(false);
    expect(await read.text()).toHaveLength(100);
    const cancelled = await next;
    expect(started).toBe(true);
    await cancelled.body?.cancel();
    // A cancelled one is freed a turn later, once the browser has closed it on its side.
    expect(limiter.active).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(limiter.active).toBe(0);

    const broken = await limiter.runToBodyEnd(undefined, () =>
      Promise.resolve(
        new Response(
          new ReadableStream({
            pull: (controller) => controller.error(new TypeError('network error')),
          }),
        ),
      ),
    );
    await expect(broken.text()).rejects.toThrow('network error');
    expect(limiter.active).toBe(0);

    await limiter.runToBodyEnd(undefined, () => answer(null));
    expect(limiter.active).toBe(0);

    const latest = new AbortController();
    await limiter.runToBodyEnd(undefined, () => answer(), latest.signal);
    expect(limiter.active).toBe(1);
    latest.abort();
    expect(limiter.active).toBe(0);
    await expect(limiter.runToBodyEnd(undefined, () => Promise.reject(new Error('offline')))).rejects.toThrow(
      'offline',
    );
    expect(limiter.active).toBe(0);
  });
});
