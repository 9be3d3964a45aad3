import { describe, expect, it } from 'vitest';
import { createGen, iso } from './gen';

describe('seed gen', () => {
  it('formats timestamps exactly like toISOString', () => {
    const gen = createGen(1);
    for (let i = 0; i < 2000; i++) {
      const ms = Date.UTC(2024, 0, 1) + Math.floor(gen.random() * 3 * 365 * 86_400_000);
      expect(iso(ms)).toBe(new Date(ms).toISOString());
    }
    expect(iso(Date.UTC(2026, 10, 1, 12))).toBe('2026-11-01T12:00:00.000Z');
  });

  it('is deterministic', () => {
    const a = createGen(9);
    const b = createGen(9);
    expect([a.wallet(), a.int(1, 6), a.id('x', 1)]).toEqual([b.wallet(), b.int(1, 6), b.id('x', 1)]);
    expect(createGen(9).wallet()).toMatch(/^0x[0-9a-f]{40}$/);
  });
});
