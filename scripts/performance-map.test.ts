import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const map = fs.readFileSync(new URL('../docs/performance.md', import.meta.url), 'utf8');

/**
 * The spans in backticks that name a file or folder: a path with a slash, or a file name with an
 * extension (`index.html`). Code (`useDeferredValue`, `display: none`), globs and markup are not paths.
 */
function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map(([, span = '']) => span);
  const path = /^[\w@.-]+(\/[\w@.-]+)*\/?$/;
  const named = spans.filter((span) => path.test(span) && (span.includes('/') || /\.[a-z]{2,4}$/.test(span)));
  return [...new Set(named)];
}

describe('docs/performance.md', () => {
  it('names each mechanism by paths', () => {
    expect(namedPaths(map).length).toBeGreaterThan(50);
  });

  it.each(namedPaths(map))('names %s, which exists', (named) => {
    expect(fs.existsSync(`${root}${named}`), `${named} is named in docs/performance.md`).toBe(true);
  });
});

describe('namedPaths', () => {
  it('takes paths and file names, and leaves code, globs and markup alone', () => {
    const markdown =
      'Lives in `src/lib/schedule.ts` and `index.html`, under `src/features/insights`; not `*-handlers.ts`, ' +
      '`useDeferredValue`, `display: none`, `<link rel="modulepreload">`, `weak:` or `-- --large`.';
    expect(namedPaths(markdown)).toEqual(['src/lib/schedule.ts', 'index.html', 'src/features/insights']);
  });
});
