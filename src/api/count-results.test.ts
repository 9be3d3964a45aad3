import { describe, expect, it } from 'vitest';
import { countResults } from './count-results';

describe('countResults', () => {
  it('counts the records of the results array, whatever they hold', () => {
    const page = {
      total: 3,
      results: [
        { id: 'a,b', tags: ['x', 'y'], note: 'a "quoted", [bracketed] {braced} \\ value' },
        { nested: { results: [1, 2, 3, 4, 5] } },
        'text, with a comma',
      ],
      perPage: 25,
    };
    expect(countResults(JSON.stringify(page))).toBe(3);
    expect(countResults(JSON.stringify(page, null, 2))).toBe(3);
  });

  it('counts an empty array, and plain values', () => {
    expect(countResults('{"results":[]}')).toBe(0);
    expect(countResults('{ "results" : [ ] }')).toBe(0);
    expect(countResults('{"results":[1,null,true,-2.5e3]}')).toBe(4);
  });

  it('counts only the top-level results, not a field of that name deeper or a value that says it', () => {
    expect(countResults('{"meta":{"results":[1,2,3]},"note":"results","results":[1]}')).toBe(1);
    expect(countResults('{"meta":{"results":[1,2,3]}}')).toBeUndefined();
  });

  it('cannot tell when a parser is needed to know', () => {
    expect(countResults('[1,2,3]')).toBeUndefined();
    expect(countResults('{"results":null}')).toBeUndefined();
    expect(countResults('{"results":[1],"results":[1,2]}')).toBeUndefined();
    expect(countResults('{"res\\u0075lts":[1,2]}')).toBeUndefined();
    expect(countResults('{"results":["unterminated]}')).toBeUndefined();
  });

  it('agrees with JSON.parse on generated pages', () => {
    for (let n = 0; n < 50; n++) {
      const results = Array.from({ length: n }, (_, i) =>
        i % 3 === 0
          ? { id: i, list: [i, [i]], text: `x${',]'.repeat(i % 4)}` }
          : i % 3 === 1
            ? [i, i]
            : `s${String(i)}`,
      );
      const text = JSON.stringify({ before: { results: [0] }, results, after: [[], {}] });
      expect(countResults(text)).toBe((JSON.parse(text) as { results: unknown[] }).results.length);
    }
  });
});
