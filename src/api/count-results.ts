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

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

export function countResults(text: string): number | undefined {
  let depth = 0;
  /** The last string read in the top-level object, if it was exactly "results". */
  let lastStringIsResults = false;
  /** After `"results":`, the next value is the one counted, when it is an array. */
  let resultsValueNext = false;
  let counting = false;
  let commas = 0;
  let empty = true;
  let count: number | undefined;
  let started = false;

  for (let i = 0; i < text.length; i++) {
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
      if (c === COMMA) commas += 1;
    }
    if (c === QUOTE) {
      const start = i + 1;
      let escaped = false;
      for (i = start; i < text.length && text.charCodeAt(i) !== QUOTE; i++) {
        if (text.charCodeAt(i) === BACKSLASH) {
          escaped = true;
          i += 1;
        }
      }
      if (i >= text.length) return undefined;
      const isResults = i - start === 7 && text.startsWith('results', start);
      // An escaped key may spell "results" once decoded: only a parser can tell.
      if (depth === 1 && escaped && text.slice(start, i).includes('\\u')) return undefined;
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
      }
      depth -= 1;
    }
  }
  return count;
}
