import { yieldToMain } from '../lib/schedule';

/**
 * A list answer's bytes, scanned as they arrive: how many records its list holds (the `results`
 * array of a page envelope, or a top-level array) and where it can be cut to keep the first ones,
 * without decoding the text or parsing it. An oversized answer is tens of megabytes; decoding all
 * of it to text on the page's thread, and parsing it, were long tasks of their own (see
 * oversized-page.ts). JSON's structure (quotes, brackets, commas) is ASCII, so UTF-8 bytes can be
 * scanned for it as they are: a multi-byte character never holds one of those bytes.
 *
 * Once the list holds one record more than the page keeps, the rest of the body is not read: the
 * stream is cancelled, so the browser stops copying the answer into the page (reading the whole
 * body of an oversized answer was itself a task of hundreds of milliseconds). What came after
 * the cut (the rest of the list, and any field of an envelope that follows its list) is unknown;
 * the scan says which top-level fields came before it.
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

/** A list read to its end, with `count` records: no more than it keeps. */
export interface WholeListScan {
  read: 'whole';
  shape: ListShape;
  count: number;
}

/**
 * A list whose reading stopped after the records kept: it holds more than `keep` (its count is
 * unknown). `openAt` is the answer's first byte (its `{` or `[`); `cutAt`, the comma after record
 * `keep`, where reading stopped; `fieldsBefore`, the envelope's top-level fields that came before
 * its list, `results` among them (none for an array).
 */
export interface CutListScan {
  read: 'cut';
  shape: ListShape;
  openAt: number;
  cutAt: number;
  fieldsBefore: ReadonlySet<string>;
}

export type ListScan = WholeListScan | CutListScan;

/**
 * An answer's bytes as read (whole, or up to the cut) and its scan: `undefined` when only a
 * parser can tell (see below); the bytes are then the whole answer.
 */
export interface ScannedAnswer {
  bytes: Uint8Array<ArrayBuffer>;
  scan: ListScan | undefined;
}

/** How many records to keep of a list of this shape (Infinity: read it whole). */
export type KeepOf = (shape: ListShape) => number;

/**
 * What becomes of the body after the cut: cancelled (never read), or read to its end in the
 * background and dropped, for a source that must not see its stream cancelled (the sandbox's
 * service worker: see send-to-the-end.ts).
 */
export type AfterCut = 'cancel' | 'drain';

/** A top-level key longer than this is no field the scan is asked about. */
const KEY_LIMIT = 32;

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
  /** The bytes of the current string at the envelope's top level, up to KEY_LIMIT + 1. */
  private key: number[] = [];
  /** The last string at the envelope's top level, if ASCII and short: a key when a colon follows. */
  private lastString: string | undefined;
  private readonly fieldsBefore = new Set<string>();
  private keyIsTopLevel = false;
  private keyHasUnicodeEscape = false;
  private lastStringIsResults = false;
  private resultsValueNext = false;
  private counting = false;
  private commas = 0;
  private empty = true;
  private count: number | undefined;
  private cutAt: number | undefined;
  /** Set when the answer is not what this scan can tell: a parser must read it. */
  failed = false;
  done = false;

  private readonly keepOf: KeepOf;
  private keep = Infinity;

  constructor(keepOf: KeepOf) {
    this.keepOf = keepOf;
  }

  /** True once the list is known to hold more than it keeps: the rest need not be read. */
  get cut(): boolean {
    return this.cutAt !== undefined && !this.failed;
  }

  private shape: ListShape = 'envelope';

  /** The depth of the list's own records. */
  private get recordDepth(): number {
    return this.shape === 'envelope' ? 2 : 1;
  }

  result(): ListScan | undefined {
    if (this.failed) return undefined;
    if (this.cutAt !== undefined) {
      const { shape, openAt, cutAt, fieldsBefore } = this;
      return { read: 'cut', shape, openAt, cutAt, fieldsBefore };
    }
    if (this.inString || this.count === undefined) return undefined;
    return { read: 'whole', shape: this.shape, count: this.count };
  }

  /**
   * Scans `chunk`; returns how many of its bytes belong to what is kept: all of them, or, once the
   * list holds more than it keeps, those up to its cut (the rest is not scanned).
   */

  feed(chunk: Uint8Array): number {
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
        this.keep = this.keepOf(this.shape);
        this.openAt = base + i;
        if (this.shape === 'array') {
          this.depth = 1;
          this.counting = true;
          continue;
        }
      }
      this.structural(c, base + i);
      if (this.cut) return i;
    }
    return chunk.length;
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
    if (this.keyIsTopLevel && this.key.length <= KEY_LIMIT) this.key.push(c);
  }

  private endString(): void {
    if (!this.keyIsTopLevel) return;
    // An escaped key may spell "results", or a field asked about, once decoded: only a parser can tell.
    if (this.keyHasUnicodeEscape) this.failed = true;
    this.lastStringIsResults =
      this.key.length === RESULTS.length && this.key.every((b, at) => b === RESULTS[at]);
    const plain = this.key.length <= KEY_LIMIT && this.key.every((b) => b < 0x80 && b !== BACKSLASH);
    this.lastString = plain ? String.fromCharCode(...this.key) : undefined;
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
      if (this.depth === 1 && this.lastString !== undefined) this.fieldsBefore.add(this.lastString);
      this.lastStringIsResults = false;
      this.lastString = undefined;
      return;
    }
    this.lastStringIsResults = false;
    this.lastString = undefined;
    if (c === OPEN_ARRAY || c === OPEN_OBJECT) this.depth += 1;
    else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      if (inList && c === CLOSE_ARRAY) {
        this.counting = false;
        this.count = this.empty ? 0 : this.commas + 1;
      }
      this.depth -= 1;
      if (this.depth === 0) this.done = true;
    }
  }
}

/**
 * Reads `body`, scanning it for its list (see ListShape) and where to cut it after `keep(shape)`
 * records, with a turn for the browser every SCAN_SLICE bytes. Once the list holds more than it
 * keeps, the stream is cancelled and the bytes up to the cut are returned; otherwise the bytes are
 * the whole answer (a caller that cannot use the scan parses them), never decoded here.
 */
export async function scanListBytes(
  body: ReadableStream<Uint8Array>,
  keep: number | KeepOf = Infinity,
  afterCut: AfterCut = 'cancel',
): Promise<ScannedAnswer> {
  const scanner = new ListScanner(typeof keep === 'number' ? () => keep : keep);
  const chunks: Uint8Array[] = [];
  let length = 0;
  let sinceTurn = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // A large chunk is scanned in slices too: a stream may hand over the whole body at once.
    for (let at = 0; at < value.length; at += SCAN_SLICE) {
      const slice = value.subarray(at, Math.min(at + SCAN_SLICE, value.length));
      const kept = scanner.failed ? slice.length : scanner.feed(slice);
      chunks.push(kept < slice.length ? slice.subarray(0, kept) : slice);
      length += kept;
      if (scanner.cut) break;
      sinceTurn += slice.length;
      if (sinceTurn >= SCAN_SLICE) {
        sinceTurn = 0;
        await yieldToMain();
      }
    }
    if (scanner.cut) {
      // Cancelled, the rest is never read: the browser stops copying it into the page. Not
      // awaited: a source may settle its cancel only once its own pending work ends.
      if (afterCut === 'cancel') reader.cancel().catch(() => undefined);
      else void drain(reader);
      break;
    }
  }
  return { bytes: joinBytes(chunks, length), scan: scanner.result() };
}

/** Reads `reader` to its end, keeping nothing. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  try {
    while (!(await reader.read()).done) {
      // The chunks are dropped as they come.
    }
  } catch {
    // A body that fails after the cut has already given what is kept.
  }
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

const CLOSE = { array: new Uint8Array([CLOSE_ARRAY]), envelope: new Uint8Array([CLOSE_ARRAY, CLOSE_OBJECT]) };

/**
 * The answer as its cut scan kept it (`bytes`, read up to the cut), closed: its list's first
 * records, and the brackets that close the list and its envelope. Bytes `insertAfterOpen` (fields
 * of an envelope, each followed by a comma) go after the envelope's opening brace.
 */
export function closeCutList(
  bytes: Uint8Array,
  scan: CutListScan,
  insertAfterOpen?: Uint8Array,
): Uint8Array<ArrayBuffer> {
  const parts = insertAfterOpen
    ? [bytes.subarray(0, scan.openAt + 1), insertAfterOpen, bytes.subarray(scan.openAt + 1, scan.cutAt)]
    : [bytes.subarray(0, scan.cutAt)];
  parts.push(CLOSE[scan.shape]);
  return joinBytes(
    parts,
    parts.reduce((sum, part) => sum + part.length, 0),
  );
}
