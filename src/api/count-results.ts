import { yieldToMain } from '../lib/schedule';

/**
 * How many records the `results` array of a JSON object holds, counted over the text without
 * parsing it: nothing is built, so a page of 1000 records costs a fraction of what `JSON.parse`
 * costs (the client parses the answer anyway; see oversized-page.ts).
 *
 * `undefined` when the count cannot be told this way: the text is not an object, has no `results`
 * array, names `results` twice or with an escape, or ends inside a string. A caller then parses.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * The index of the quote that ends the string starting at `start`, or -1. Found with indexOf (most
 * of a record's text is inside strings, and a native search skips it many times faster than a
 * loop); a quote preceded by an odd number of backslashes is escaped, and the search goes on.
 */
function closingQuote(text: string, start: number): number {
  for (let at = text.indexOf('"', start); at >= 0; at = text.indexOf('"', at + 1)) {
    let slashes = 0;
    while (at - slashes - 1 >= start && text.charCodeAt(at - slashes - 1) === BACKSLASH) slashes += 1;
    if (slashes % 2 === 0) return at;
  }
  return -1;
}

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

export async function countResults(text: string): Promise<number | undefined> {
  return (await scanResults(text))?.count;
}

/**
 * Characters scanned between turns given to the browser: an oversized answer (10,000 records of
 * a few kilobytes each) is tens of megabytes, a scan of seconds on a slow machine if done at once.
 */
const SCAN_SLICE = 1 << 20;

/** For a scan's loop: a turn for the browser (to await) once every SCAN_SLICE characters. */
function turnTaker(): (at: number) => Promise<void> | undefined {
  let next = SCAN_SLICE;
  return (at) => {
    if (at < next) return undefined;
    next = at + SCAN_SLICE;
    return yieldToMain();
  };
}

/**
 * Where a list's text can be cut to keep its first `keep` items: `cutAt`, the comma after item
 * `keep` (undefined when the list holds no more), and `closeAt`, the list's closing bracket. The
 * text `text.slice(0, cutAt) + text.slice(closeAt)` is the same JSON with the first items only,
 * made without parsing the items.
 */
export interface ListScan {
  count: number;
  cutAt?: number;
  closeAt: number;
}

/** The `results` array of a JSON object, scanned (see countResults for when it cannot be). */
export async function scanResults(text: string, keep = Infinity): Promise<ListScan | undefined> {
  const takeTurn = turnTaker();
  let depth = 0;
  /** The last string read in the top-level object, if it was exactly "results". */
  let lastStringIsResults = false;
  /** After `"results":`, the next value is the one counted, when it is an array. */
  let resultsValueNext = false;
  let counting = false;
  let commas = 0;
  let empty = true;
  let count: number | undefined;
  let cutAt: number | undefined;
  let closeAt = 0;
  let started = false;

  for (let i = 0; i < text.length; i++) {
    const turn = takeTurn(i);
    if (turn) await turn;
    const c = text.charCodeAt(i);
    if (isSpace(c)) continue;
    if (!started) {
      if (c !== OPEN_OBJECT) return undefined;
      started = true;
    }
    if (resultsValueNext) {
      resultsValueNext = false;
      if (c === OPEN_ARRAY) {
        if (count !== undefined) return undefined; // "results" twice: the parser keeps the last
        counting = true;
        commas = 0;
        empty = true;
        depth += 1;
        continue;
      }
    }
    if (counting && depth === 2 && c !== CLOSE_ARRAY) {
      empty = false;
      if (c === COMMA) {
        commas += 1;
        if (commas === keep) cutAt = i;
      }
    }
    if (c === QUOTE) {
      const start = i + 1;
      i = closingQuote(text, start);
      if (i < 0) return undefined;
      const isResults = i - start === 7 && text.startsWith('results', start);
      // An escaped key may spell "results" once decoded: only a parser can tell.
      if (depth === 1 && text.slice(start, i).includes('\\u')) return undefined;
      lastStringIsResults = depth === 1 && isResults;
      continue;
    }
    if (c === COLON) {
      resultsValueNext = depth === 1 && lastStringIsResults;
      lastStringIsResults = false;
      continue;
    }
    lastStringIsResults = false;
    if (c === OPEN_ARRAY || c === OPEN_OBJECT) depth += 1;
    else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      if (counting && depth === 2 && c === CLOSE_ARRAY) {
        counting = false;
        count = empty ? 0 : commas + 1;
        closeAt = i;
      }
      depth -= 1;
    }
  }
  return count === undefined ? undefined : { count, cutAt, closeAt };
}

/**
 * How many items a JSON text that is an array holds, counted the same way (a plain-array list
 * answer); `undefined` when the text is not an array or ends inside it.
 */
export async function countArrayItems(text: string): Promise<number | undefined> {
  return (await scanArray(text))?.count;
}

/** A JSON text that is an array, scanned as scanResults scans a `results` array. */
export async function scanArray(text: string, keep = Infinity): Promise<ListScan | undefined> {
  const takeTurn = turnTaker();
  let cutAt: number | undefined;
  let depth = 0;
  let commas = 0;
  let empty = true;
  for (let i = 0; i < text.length; i++) {
    const turn = takeTurn(i);
    if (turn) await turn;
    const c = text.charCodeAt(i);
    if (isSpace(c)) continue;
    if (depth === 0) {
      if (c !== OPEN_ARRAY) return undefined;
      depth = 1;
      continue;
    }
    if (c === QUOTE) {
      i = closingQuote(text, i + 1);
      if (i < 0) return undefined;
      if (depth === 1) empty = false;
      continue;
    }
    if (depth === 1 && c !== CLOSE_ARRAY) {
      empty = false;
      if (c === COMMA) {
        commas += 1;
        if (commas === keep) cutAt = i;
      }
    }
    if (c === OPEN_ARRAY || c === OPEN_OBJECT) depth += 1;
    else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth -= 1;
      if (depth === 0) return { count: empty ? 0 : commas + 1, cutAt, closeAt: i };
    }
  }
  return undefined;
}
