import { yieldToMain } from '../lib/schedule';

/**
 * A list answer's bytes, scanned as they arrive: how many records its list holds (the `results`
 * array of a page envelope, or a top-level array) and where it can be cut to keep the first ones,
 * without decoding the text or parsing it. An oversized answer is tens of megabytes; decoding all
 * of it to text on the page's thread, and parsing it, were long tasks of their own (see
 * oversized-page.ts). JSON's structure (quotes, brackets, commas) is ASCII, so UTF-8 bytes can be
 * scanned for it as they are: a multi-byte character never holds one of those bytes.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const LETTER_U = 0x75;
const RESULTS = [0x72, 0x65, 0x73, 0x75, 0x6c, 0x74, 0x73]; // "results"

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/** Bytes scanned between turns given to the browser. */
export const SCAN_SLICE = 1 << 20;

/**
 * Where the list sits in the answer, as its first byte tells: the `results` of an envelope (`{`),
 * or the answer itself (`[`).
 */
export type ListShape = 'envelope' | 'array';

/**
 * A scanned list: `count` records; `openAt`, the answer's first byte (its `{` or `[`); `cutAt`,
 * the comma after record `keep` (undefined when the list holds no more); `closeAt`, the list's
 * closing bracket. Bytes `[0, cutAt) + [closeAt, end)` are the same JSON with the first records
 * only.
 */
export interface ListScan {
  shape: ListShape;
  count: number;
  openAt: number;
  cutAt?: number;
  closeAt: number;
}

/** An answer's bytes, whole, and its scan: `undefined` when only a parser can tell (see below). */
export interface ScannedAnswer {
  bytes: Uint8Array<ArrayBuffer>;
  scan: ListScan | undefined;
}

/**
 * The scanner's state, kept across chunks: a string, an escape or the key "results" may be split
 * between two chunks.
 */
class ListScanner {
  private offset = 0;
  private depth = 0;
  private openAt = -1;
  private inString = false;
  private escaped = false;
  /** The bytes of the current string at the envelope's top level, up to "results"' length + 1. */
  private key: number[] = [];
  private keyIsTopLevel = false;
  private keyHasUnicodeEscape = false;
  private lastStringIsResults = false;
  private resultsValueNext = false;
  private counting = false;
  private commas = 0;
  private empty = true;
  private count: number | undefined;
  private cutAt: number | undefined;
  private closeAt = 0;
  /** Set when the answer is not what this scan can tell: a parser must read it. */
  failed = false;
  done = false;

  private readonly keep: number;

  constructor(keep: number) {
    this.keep = keep;
  }

  private shape: ListShape = 'envelope';

  /** The depth of the list's own records. */
  private get recordDepth(): number {
    return this.shape === 'envelope' ? 2 : 1;
  }

  result(): ListScan | undefined {
    if (this.failed || this.inString || this.count === undefined) return undefined;
    return {
      shape: this.shape,
      count: this.count,
      openAt: this.openAt,
      cutAt: this.cutAt,
      closeAt: this.closeAt,
    };
  }

  feed(chunk: Uint8Array): void {
    const base = this.offset;
    this.offset += chunk.length;
    for (let i = 0; i < chunk.length && !this.failed; i++) {
      if (this.inString) {
        i = this.inStringFrom(chunk, i);
        continue;
      }
      const c = chunk[i] ?? 0;
      if (isSpace(c)) continue;
      if (this.done) {
        this.failed = this.shape === 'array'; // bytes after a top-level array: not JSON
        continue;
      }
      if (this.openAt < 0) {
        if (c !== OPEN_OBJECT && c !== OPEN_ARRAY) {
          this.failed = true;
          continue;
        }
        this.shape = c === OPEN_ARRAY ? 'array' : 'envelope';
        this.openAt = base + i;
        if (this.shape === 'array') {
          this.depth = 1;
          this.counting = true;
          continue;
        }
      }
      this.structural(c, base + i);
    }
  }

  /** Reads string bytes from `i`; returns the index of the closing quote, or the chunk's last. */
  private inStringFrom(chunk: Uint8Array, from: number): number {
    for (let i = from; i < chunk.length; i++) {
      const c = chunk[i] ?? 0;
      if (this.escaped) {
        this.escaped = false;
        if (this.keyIsTopLevel && c === LETTER_U) this.keyHasUnicodeEscape = true;
        this.keepKeyByte(c);
        continue;
      }
      if (c === BACKSLASH) {
        this.escaped = true;
        this.keepKeyByte(c);
        continue;
      }
      if (c === QUOTE) {
        this.inString = false;
        this.endString();
        return i;
      }
      if (!this.keyIsTopLevel) {
        // Most of a record is inside strings: a native search skips to the next quote or escape.
        const quote = chunk.indexOf(QUOTE, i);
        const slash = this.nextBackslash(chunk, i);
        const next = slash >= 0 && (quote < 0 || slash < quote) ? slash : quote;
        if (next < 0) return chunk.length - 1;
        i = next - 1;
        continue;
      }
      this.keepKeyByte(c);
    }
    return chunk.length - 1;
  }

  /**
   * The next backslash of `chunk` from `from`, or -1. Remembered per chunk: most answers have none,
   * and searching the rest of the chunk again for each string would cost its length each time.
   */
  private nextBackslash(chunk: Uint8Array, from: number): number {
    if (this.slashChunk !== chunk || (this.slashAt >= 0 && this.slashAt < from)) {
      this.slashChunk = chunk;
      this.slashAt = chunk.indexOf(BACKSLASH, from);
    }
    return this.slashAt;
  }

  private slashChunk: Uint8Array | undefined;
  private slashAt = -1;

  private keepKeyByte(c: number): void {
    if (this.keyIsTopLevel && this.key.length <= RESULTS.length) this.key.push(c);
  }

  private endString(): void {
    if (!this.keyIsTopLevel) return;
    // An escaped key may spell "results" once decoded: only a parser can tell.
    if (this.keyHasUnicodeEscape) this.failed = true;
    this.lastStringIsResults =
      this.key.length === RESULTS.length && this.key.every((b, at) => b === RESULTS[at]);
    this.keyIsTopLevel = false;
  }

  private structural(c: number, at: number): void {
    if (this.shape === 'envelope' && this.resultsValueNext) {
      this.resultsValueNext = false;
      if (c === OPEN_ARRAY) {
        if (this.count !== undefined) {
          this.failed = true; // "results" twice: the parser keeps the last
          return;
        }
        this.counting = true;
        this.commas = 0;
        this.empty = true;
        this.depth += 1;
        return;
      }
    }
    const inList = this.counting && this.depth === this.recordDepth;
    if (inList && c !== CLOSE_ARRAY) {
      this.empty = false;
      if (c === COMMA) {
        this.commas += 1;
        if (this.commas === this.keep) this.cutAt = at;
      }
    }
    if (c === QUOTE) {
      this.inString = true;
      this.keyIsTopLevel = this.shape === 'envelope' && this.depth === 1;
      this.key = [];
      this.keyHasUnicodeEscape = false;
      return;
    }
    if (c === COLON) {
      this.resultsValueNext = this.depth === 1 && this.lastStringIsResults;
      this.lastStringIsResults = false;
      return;
    }
    this.lastStringIsResults = false;
    if (c === OPEN_ARRAY || c === OPEN_OBJECT) this.depth += 1;
    else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      if (inList && c === CLOSE_ARRAY) {
        this.counting = false;
        this.count = this.empty ? 0 : this.commas + 1;
        this.closeAt = at;
      }
      this.depth -= 1;
      if (this.depth === 0) this.done = true;
    }
  }
}

/**
 * Reads `body` to its end, scanning it for its list (see ListShape) and where to cut it after `keep`
 * records, with a turn for the browser every SCAN_SLICE bytes. The bytes are kept whole (a caller
 * that cannot use the scan parses them), but never decoded here.
 */
export async function scanListBytes(
  body: ReadableStream<Uint8Array>,
  keep = Infinity,
): Promise<ScannedAnswer> {
  const scanner = new ListScanner(keep);
  const chunks: Uint8Array[] = [];
  let length = 0;
  let sinceTurn = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.length;
    // A large chunk is scanned in slices too: a stream may hand over the whole body at once.
    for (let at = 0; at < value.length; at += SCAN_SLICE) {
      if (!scanner.failed) scanner.feed(value.subarray(at, Math.min(at + SCAN_SLICE, value.length)));
      sinceTurn += Math.min(SCAN_SLICE, value.length - at);
      if (sinceTurn >= SCAN_SLICE) {
        sinceTurn = 0;
        await yieldToMain();
      }
    }
  }
  return { bytes: joinBytes(chunks, length), scan: scanner.result() };
}

/** One copy of the chunks, in an ArrayBuffer of its own (a stream's chunks may share a larger one). */
function joinBytes(chunks: readonly Uint8Array[], length: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** The list's records after the first `keep` cut out: `[0, cutAt) + inserted + … + [closeAt, end)`. */
export function cutListBytes(
  bytes: Uint8Array,
  scan: ListScan,
  insertAfterOpen?: Uint8Array,
): Uint8Array<ArrayBuffer> {
  const cutAt = scan.cutAt ?? scan.closeAt;
  const head = insertAfterOpen ? [bytes.subarray(0, scan.openAt + 1), insertAfterOpen] : [];
  const parts = [
    ...head,
    bytes.subarray(insertAfterOpen ? scan.openAt + 1 : 0, cutAt),
    bytes.subarray(scan.closeAt),
  ];
  return joinBytes(
    parts,
    parts.reduce((sum, part) => sum + part.length, 0),
  );
}
