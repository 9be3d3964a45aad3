import { describe, expect, it } from 'vitest';
import { importsToAppend, preloadOnlyStylesForLazyImports } from './lazy-chunk-imports';

const chunk = (fileName: string, imports: string[], isEntry = false) => ({ fileName, imports, isEntry });

describe('importsToAppend', () => {
  it('gives a lazy chunk an import of every chunk it reaches and does not import directly', () => {
    const appended = importsToAppend([
      chunk('assets/index.js', ['assets/vendor.js'], true),
      chunk('assets/vendor.js', []),
      chunk('assets/page.js', ['assets/vendor.js', 'assets/dialog.js']),
      chunk('assets/dialog.js', ['assets/icon.js', 'assets/vendor.js']),
      chunk('assets/icon.js', ['assets/tiny.js']),
      chunk('assets/tiny.js', []),
    ]);
    expect(appended.get('assets/page.js')).toBe('import "./icon.js";import "./tiny.js";');
    expect(appended.get('assets/dialog.js')).toBe('import "./tiny.js";');
    // Chunks that import everything they reach directly get nothing; entries are left alone.
    expect(appended.has('assets/icon.js')).toBe(false);
    expect(appended.has('assets/index.js')).toBe(false);
  });

  it('ends on import cycles and never imports a chunk into itself', () => {
    const appended = importsToAppend([
      chunk('assets/a.js', ['assets/b.js']),
      chunk('assets/b.js', ['assets/c.js']),
      chunk('assets/c.js', ['assets/a.js']),
    ]);
    expect(appended.get('assets/a.js')).toBe('import "./c.js";');
    expect(appended.get('assets/b.js')).toBe('import "./a.js";');
  });

  it('names chunks in other folders by their relative path', () => {
    const appended = importsToAppend([
      chunk('assets/pages/page.js', ['assets/shared.js']),
      chunk('assets/shared.js', ['assets/lib/deep.js']),
      chunk('assets/lib/deep.js', []),
    ]);
    expect(appended.get('assets/pages/page.js')).toBe('import "../lib/deep.js";');
  });
});

describe('preloadOnlyStylesForLazyImports', () => {
  const deps = ['assets/vendor.js', 'assets/page.css', 'assets/dialog.js'];

  it("keeps every preload link of the page's own HTML", () => {
    expect(
      preloadOnlyStylesForLazyImports('assets/index.js', deps, { hostId: 'index.html', hostType: 'html' }),
    ).toEqual(deps);
  });

  it('gives a lazy import only its stylesheets', () => {
    expect(
      preloadOnlyStylesForLazyImports('assets/page.js', deps, { hostId: 'assets/index.js', hostType: 'js' }),
    ).toEqual(['assets/page.css']);
  });
});
