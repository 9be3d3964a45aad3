import { describe, expect, it, vi } from 'vitest';
import * as schedule from '../lib/schedule';
import { closeCutList, scanListBytes, SCAN_SLICE } from './list-bytes-scan';

const encoder = new TextEncoder();

/** `text` as a stream handing over chunks of `size` bytes (1: every byte on its own). */
function streamOf(text: string, size = 1 << 16): ReadableStream<Uint8Array> {
  const bytes = encoder.encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

async function count(text: string, size?: number): Promise<number | undefined> {
  const { scan } = await scanListBytes(streamOf(text, size));
  return scan?.read === 'whole' ? scan.count : undefined;
}

/** The text kept of `text` when its list is cut after `keep` records (all of it when it holds no more). */
async function cut(text: string, keep: number, size?: number): Promise<string | undefined> {
  const { bytes, scan } = await scanListBytes(streamOf(text, size), keep);
  if (!scan) return undefined;
  return new TextDecoder().decode(scan.read === 'cut' ? closeCutList(bytes, scan) : bytes);
}

/**
 * `text` as a stream of `size`-byte chunks that tells how many bytes were pulled from it and
 * whether it was cancelled.
 */
function countedStreamOf(text: string, size: number) {
  const bytes = encoder.encode(text);
  const seen = { pulled: 0, cancelled: false, length: bytes.length };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.pulled >= bytes.length) {
          controller.close();
          return;
        }
        const chunk = bytes.slice(seen.pulled, seen.pulled + size);
        seen.pulled += chunk.length;
        controller.enqueue(chunk);
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, seen };
}

describe('an envelope, scanned as its bytes stream', () => {
  it('counts the records of the results array, whatever they hold, in chunks of any size', async () => {
    const page = {
      total: 3,
      results: [
        { id: 'a,b', tags: ['x', 'y'], note: 'a "quoted", [bracketed] {braced} \\ value ✓ ünï' },
        { nested: { results: [1, 2, 3, 4, 5] } },
        'text, with a comma',
      ],
      perPage: 25,
    };
    for (const size of [1, 2, 3, 7, 64, 1 << 16]) {
      expect(await count(JSON.stringify(page), size)).toBe(3);
      expect(await count(JSON.stringify(page, null, 2), size)).toBe(3);
    }
  });

  it('counts an empty array, and plain values', async () => {
    expect(await count('{"results":[]}')).toBe(0);
    expect(await count('{ "results" : [ ] }')).toBe(0);
    expect(await count('{"results":[1,null,true,-2.5e3]}')).toBe(4);
  });

  it('counts only the top-level results, not a field of that name deeper or a value that says it', async () => {
    expect(await count('{"meta":{"results":[1,2,3]},"note":"results","results":[1]}')).toBe(1);
    expect(await count('{"meta":{"results":[1,2,3]}}')).toBeUndefined();
    expect(await count('{"resultsx":[1,2],"results":[1]}', 1)).toBe(1);
  });

  it('cannot tell when a parser is needed to know, and keeps every byte for it', async () => {
    expect(await count('{"results":null}')).toBeUndefined();
    expect(await count('{"results":[1],"results":[1,2]}')).toBeUndefined();
    expect(await count('{"res\\u0075lts":[1,2]}', 1)).toBeUndefined();
    expect(await count('{"results":["unterminated]}')).toBeUndefined();
    expect(await count('"results"')).toBeUndefined();
    const text = '{"results":[1],"results":[1,2]}';
    const { bytes } = await scanListBytes(streamOf(text, 3), 1);
    expect(new TextDecoder().decode(bytes)).toBe(text);
  });

  it('agrees with JSON.parse on generated pages, cut after any number of records', async () => {
    for (let n = 0; n < 40; n++) {
      const results = Array.from({ length: n }, (_, i) =>
        i % 3 === 0
          ? { id: i, list: [i, [i]], text: `x${',]"\\'.repeat(i % 4)}` }
          : i % 3 === 1
            ? [i, i]
            : `s${String(i)}`,
      );
      const page = { before: { results: [0] }, results, after: [[], {}] };
      const text = JSON.stringify(page);
      expect(await count(text, 5)).toBe(n);
      const keep = Math.max(1, Math.floor(n / 2));
      const kept = await cut(text, keep, 5);
      // Cut, the answer ends with the records kept: what followed them was never read.
      const before = { before: page.before, results: results.slice(0, keep) };
      expect(JSON.parse(kept ?? '')).toEqual(n > keep ? before : page);
    }
  });
});

describe('a plain array, scanned as its bytes stream', () => {
  it('counts the items of a top-level array, whatever they hold', async () => {
    expect(await count('[]')).toBe(0);
    expect(await count(' [ ] ')).toBe(0);
    expect(await count('[1]')).toBe(1);
    expect(await count(JSON.stringify([{ a: [1, 2], b: 'x,]"y' }, 'p,q', null, [3, [4]]]), 2)).toBe(4);
    const many = JSON.stringify(
      Array.from({ length: 10_000 }, (_, i) => ({ id: `w${String(i)}`, events: ['a', 'b'] })),
    );
    expect(await count(many)).toBe(10_000);
    expect(JSON.parse((await cut(many, 3)) ?? '')).toEqual([
      { id: 'w0', events: ['a', 'b'] },
      { id: 'w1', events: ['a', 'b'] },
      { id: 'w2', events: ['a', 'b'] },
    ]);
  });

  it('cannot tell an array cut inside, or one followed by more', async () => {
    expect(await count('[1, 2')).toBeUndefined();
    expect(await count('["a, b')).toBeUndefined();
    expect(await count('[1] [2]')).toBeUndefined();
  });
});

describe('a large answer', () => {
  it('gives the browser a turn at least once every SCAN_SLICE bytes, even handed over at once', async () => {
    const turns = vi.spyOn(schedule, 'yieldToMain');
    const record = JSON.stringify({ id: 'x'.repeat(200), note: 'a "b" , ] }' });
    const text = `{"results":[${Array.from({ length: 40_000 }, () => record).join(',')}],"total":40000}`;
    const { scan } = await scanListBytes(streamOf(text, text.length));
    expect(scan).toEqual({ read: 'whole', shape: 'envelope', count: 40_000 });
    expect(turns.mock.calls.length).toBeGreaterThanOrEqual(Math.floor(text.length / SCAN_SLICE));
  });
});

describe('an answer with more records than it keeps', () => {
  const record = (i: number) => ({ id: `r${String(i)}`, note: 'a "b", ] } [ {' });
  const records = Array.from({ length: 10_000 }, (_, i) => record(i));

  it('is not read past its cut: the stream is cancelled and its other chunks never pulled', async () => {
    const text = JSON.stringify({ total: 10_000, perPage: 10_000, page: 1, results: records });
    const { stream, seen } = countedStreamOf(text, 1024);
    const { bytes, scan } = await scanListBytes(stream, 25);
    if (scan?.read !== 'cut') throw new Error(`The scan was not cut: ${JSON.stringify(scan)}`);
    expect(scan).toMatchObject({ shape: 'envelope', openAt: 0 });
    expect(seen.cancelled).toBe(true);
    expect(bytes.length).toBe(scan.cutAt);
    // The chunk holding the cut is the last one pulled.
    expect(seen.pulled).toBeLessThan(scan.cutAt + 1024);
    expect(seen.pulled).toBeLessThan(seen.length / 100);
    const kept: unknown = JSON.parse(new TextDecoder().decode(closeCutList(bytes, scan)));
    expect(kept).toEqual({ total: 10_000, perPage: 10_000, page: 1, results: records.slice(0, 25) });
  });

  it('read to its end in the background when told to drain it, and still cut', async () => {
    const text = JSON.stringify(records);
    const { stream, seen } = countedStreamOf(text, 4096);
    const { bytes, scan } = await scanListBytes(stream, 25, 'drain');
    expect(scan?.read).toBe('cut');
    expect(bytes.length).toBeLessThan(4096 * 2);
    await vi.waitFor(() => expect(seen.pulled).toBe(seen.length));
    expect(seen.cancelled).toBe(false);
  });

  it('says which envelope fields came before its list, and which it never read', async () => {
    const first = JSON.stringify({ total: 1, page: 2, 'per\\Page': 3, results: records });
    const { scan: before } = await scanListBytes(streamOf(first, 7), 25);
    expect(before?.read === 'cut' && [...before.fieldsBefore]).toEqual(['total', 'page', 'results']);

    const last = JSON.stringify({ results: records, total: 10_000, perPage: 10_000, page: 1 });
    const { stream, seen } = countedStreamOf(last, 4096);
    const { scan: after } = await scanListBytes(stream, 25);
    expect(after?.read === 'cut' && [...after.fieldsBefore]).toEqual(['results']);
    expect(seen.pulled).toBeLessThan(seen.length / 50);
  });

  it('cuts a plain array, in a chunk of any size, and keeps every byte up to its cut', async () => {
    const text = JSON.stringify(records);
    for (const size of [1, 3, 1 << 16, text.length]) {
      expect(JSON.parse((await cut(text, 100, size)) ?? '')).toEqual(records.slice(0, 100));
    }
  });

  it('is read whole when it holds no more than it keeps, or a parser is needed', async () => {
    const text = JSON.stringify({ results: records.slice(0, 25), total: 25 });
    const { stream, seen } = countedStreamOf(text, 100);
    expect((await scanListBytes(stream, 25)).scan).toEqual({ read: 'whole', shape: 'envelope', count: 25 });
    expect(seen).toMatchObject({ pulled: text.length, cancelled: false });

    const escaped = `{"res\\u0075lts":${JSON.stringify(records)}}`;
    const { bytes, scan } = await scanListBytes(streamOf(escaped, 1000), 25);
    expect(scan).toBeUndefined();
    expect(bytes.length).toBe(encoder.encode(escaped).length);
  });
});
