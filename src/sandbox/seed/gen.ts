import { createRandom, hex8, uuidFromKey } from '../domain/random';

/**
 * The seed's deterministic toolbox. All demo times are relative to one fixed reference date, so the
 * same seed gives byte-identical data on every machine and every day.
 */

export const REFERENCE_DATE = '2026-11-01T12:00:00.000Z';
export const REFERENCE_MS = Date.parse(REFERENCE_DATE);
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** Ethereum mainnet block at the reference date, and its block time, for token history. */
export const REFERENCE_BLOCK = 21_000_000;
const BLOCK_MS = 12_000;

export const IMG = 'https://img.sandbox.badge-console.test';

/**
 * Joins parts into one flat string. V8 keeps `a + b` and template results as ropes of their pieces;
 * for the hundreds of thousands of strings the large preset keeps, ropes doubled memory and time.
 */
export function text(...parts: readonly (string | number)[]): string {
  return parts.join('');
}

export interface Gen {
  readonly seed: number;
  random(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Stable id of the `n`-th record of `kind`, independent of generation order. */
  id(kind: string, n: number | string): string;
  /** A random lowercase 20-byte address. */
  wallet(): string;
  /** A random 32-byte hash. */
  hash(): string;
}

export function createGen(seed: number): Gen {
  const random = createRandom(seed);
  const word = (): string => hex8(Math.floor(random() * 4294967296));
  return {
    seed,
    random,
    int: (min, max) => min + Math.floor(random() * (max - min + 1)),
    chance: (p) => random() < p,
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(random() * items.length)];
      if (item === undefined) throw new Error('pick() from an empty list');
      return item;
    },
    id: (kind, n) => uuidFromKey(`${seed}:${kind}:${n}`),
    wallet: () => ['0x', word(), word(), word(), word(), word()].join(''),
    hash: () => ['0x', word(), word(), word(), word(), word(), word(), word(), word()].join(''),
  };
}

const PAD2 = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
const PAD3 = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
const dayPrefixes = new Map<number, string>();

/**
 * `new Date(ms).toISOString()` for whole milliseconds, about ten times faster: the large preset
 * formats half a million timestamps, and the date part repeats across a few hundred days.
 */
export function iso(ms: number): string {
  const day = Math.floor(ms / DAY);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    prefix = new Date(day * DAY).toISOString().slice(0, 11);
    dayPrefixes.set(day, prefix);
  }
  let rest = Math.floor(ms) - day * DAY;
  const h = Math.floor(rest / HOUR);
  rest -= h * HOUR;
  const m = Math.floor(rest / 60_000);
  rest -= m * 60_000;
  const s = Math.floor(rest / 1000);
  return [prefix, PAD2[h], ':', PAD2[m], ':', PAD2[s], '.', PAD3[rest - s * 1000], 'Z'].join('');
}

export function daysFromReference(days: number): string {
  return iso(REFERENCE_MS + days * DAY);
}

export function blockTime(block: number): number {
  return REFERENCE_MS - (REFERENCE_BLOCK - block) * BLOCK_MS;
}

/** The block mined at `ms` (the last one before it), on the same clock as `blockTime`. */
export function blockAt(ms: number): number {
  return REFERENCE_BLOCK + Math.floor((ms - REFERENCE_MS) / BLOCK_MS);
}
