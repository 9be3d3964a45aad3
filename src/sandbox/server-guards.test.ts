import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readBody } from './server-guards';

/** A request body the test writes chunk by chunk (readBody only reads it as a stream). */
function streamedBody(): { req: IncomingMessage; stream: PassThrough } {
  const stream = new PassThrough();
  return { req: stream as unknown as IncomingMessage, stream };
}

describe('readBody', () => {
  it('reads at full speed when no pace is set', async () => {
    const { req, stream } = streamedBody();
    const read = readBody(req, 1_000_000);
    stream.write(Buffer.alloc(100_000));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stream.isPaused()).toBe(false);
    stream.end(Buffer.alloc(100_000));
    expect(await read).toHaveLength(200_000);
  });

  it('stops reading until a slowed pace catches up, then takes the rest', async () => {
    const { req, stream } = streamedBody();
    const started = performance.now();
    const read = readBody(req, 1_000_000, 1_000_000);
    // 200 KB at 1 MB a second: the reader is 200 ms ahead and stops taking bytes meanwhile.
    stream.write(Buffer.alloc(200_000));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stream.isPaused()).toBe(true);
    stream.end();
    expect(await read).toHaveLength(200_000);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });
});
