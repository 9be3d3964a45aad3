import { describe, expect, it } from 'vitest';
import { countArrayItems, countResults } from './count-results';

describe('countResults', () => {
  it('counts the records of the results array, whatever they hold', async () => {
    const page = {
      total: 3,
      results: [
        { id: 'a,b', tags: ['x', 'y'], note: 'a "quoted", [bracketed] {braced} \\ value' },
        { nested: { results: [1, 2, 3, 4, 5] } },
        'text, with a comma',
      ],
      perPage: 25,
    };
    expect(await countResults(JSON.stringify(page))).toBe(3);
    expect(await countResults(JSON.stringify(page, null, 2))).toBe(3);
  });

  it('counts an empty array, and plain values', async () => {
    expect(await countResults('{"results":[]}')).toBe(0);
    expect(await countResults('{ "results" : [ ] }')).toBe(0);
    expect(await countResults('{"results":[1,null,true,-2.5e3]}')).toBe(4);
  });

  it('counts only the top-level results, not a field of that name deeper or a value that says it', async () => {
    expect(await countResults('{"meta":{"results":[1,2,3]},"note":"results","results":[1]}')).toBe(1);
    expect(await countResults('{"meta":{"results":[1,2,3]}}')).toBeUndefined();
  });

  it('cannot tell when a parser is needed to know', async () => {
    expect(await countResults('[1,2,3]')).toBeUndefined();
    expect(await countResults('{"results":null}')).toBeUndefined();
    expect(await countResults('{"results":[1],"results":[1,2]}')).toBeUndefined();
    expect(await countResults('{"res\\u0075lts":[1,2]}')).toBeUndefined();
    expect(await countResults('{"results":["unterminated]}')).toBeUndefined();
  });

  it('agrees with JSON.parse on generated pages', async () => {
    for (let n = 0; n < 50; n++) {
      const results = Array.from({ length: n }, (_, i) =>
        i % 3 === 0
          ? { id: i, list: [i, [i]], text: `x${',]'.repeat(i % 4)}` }
          : i % 3 === 1
            ? [i, i]
            : `s${String(i)}`,
      );
      const text = JSON.stringify({ before: { results: [0] }, results, after: [[], {}] });
      expect(await countResults(text)).toBe((JSON.parse(text) as { results: unknown[] }).results.length);
    }
  });
});

describe('countArrayItems', () => {
  it('counts the items of a top-level array, whatever they hold', async () => {
    expect(await countArrayItems('[]')).toBe(0);
    expect(await countArrayItems(' [ ] ')).toBe(0);
    expect(await countArrayItems('[1]')).toBe(1);
    expect(await countArrayItems(JSON.stringify([{ a: [1, 2], b: 'x,]"y' }, 'p,q', null, [3, [4]]]))).toBe(4);
    const many = JSON.stringify(
      Array.from({ length: 10_000 }, (_, i) => ({ id: `w${String(i)}`, events: ['a', 'b'] })),
    );
    expect(await countArrayItems(many)).toBe(10_000);
  });

  it('cannot tell an object, or an array cut inside', async () => {
    expect(await countArrayItems('{"results":[1,2]}')).toBeUndefined();
    expect(await countArrayItems('[1, 2')).toBeUndefined();
    expect(await countArrayItems('["a, b')).toBeUndefined();
  });
});
