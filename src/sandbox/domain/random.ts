/**
 * Deterministic randomness shared by the store (ids, codes, keys) and the seed generator.
 * Nothing here touches Math.random or the clock, so a snapshot plus its sequence state always
 * reproduces the same ids.
 */

/** One step of mulberry32. The state is a plain number so it can live inside a JSON snapshot. */
export function mulberry32Step(state: number): { state: number; value: number } {
  const next = (state + 0x6d2b79f5) | 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { state: next, value: ((t ^ (t >>> 14)) >>> 0) / 4294967296 };
}

/** Closure form of mulberry32 for bulk generation (no allocation per call). */
export function createRandom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** cyrb128: four 32-bit hashes of a string; enough spread for ids, not for security. */
export function hash128(input: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < input.length; i++) {
    const k = input.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

// Lookup table: the seed formats hundreds of thousands of ids and addresses.
const HEX_BYTES = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

function hexByte(n: number): string {
  return HEX_BYTES[n & 0xff] ?? '00';
}

/** A 32-bit unsigned number as 8 hex digits. */
export function hex8(n: number): string {
  return hexByte(n >>> 24) + hexByte(n >>> 16) + hexByte(n >>> 8) + hexByte(n);
}

/**
 * A UUID (version 4 layout) derived from a key. Ids look like the real service's account UUIDs,
 * and the same key always gives the same id.
 */
export function uuidFromKey(key: string): string {
  const [a, b, c, d] = hash128(key);
  const hb = hex8(b);
  const hc = hex8(c);
  const hd = hex8(d);
  const variant = ((parseInt(hc.charAt(0), 16) & 0x3) | 0x8).toString(16);
  // One join gives a flat string; a chain of + would keep a rope of pieces alive per id.
  return [
    hex8(a),
    '-',
    hb.slice(0, 4),
    '-4',
    hb.slice(5, 8),
    '-',
    variant,
    hc.slice(1, 4),
    '-',
    hc.slice(4, 8),
    hd,
  ].join('');
}

/** `bytes` random bytes as lowercase hex with a 0x prefix (wallets, hashes). */
export function randomHex(random: () => number, bytes: number): string {
  let out = '0x';
  for (let i = 0; i < bytes; i++) out += hexByte(Math.floor(random() * 256));
  return out;
}

/** A string of `length` characters drawn from `alphabet`. */
export function randomString(random: () => number, alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet.charAt(Math.floor(random() * alphabet.length));
  return out;
}
