import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Each generated read (`…Options`) and key (`…QueryKey`) is imported by one hand-written module:
 * its resource's (src/api/resources/), or the single feature that reads it. A second importer
 * would be a second wrapper or a second place writing that resource's cache.
 */

const GENERATED_QUERIES =
  /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'[^']*\/generated\/@tanstack\/react-query\.gen'/gs;
const READ_OR_KEY = /^(?:type\s+)?(\w+(?:Options|QueryKey))$/;

/** Generated read or key → the hand-written modules importing it. */
function generatedImporters(sources: ReadonlyMap<string, string>): Map<string, string[]> {
  const importers = new Map<string, string[]>();
  for (const [file, source] of sources) {
    for (const match of source.matchAll(GENERATED_QUERIES)) {
      for (const item of (match[1] ?? '').split(',')) {
        const name = READ_OR_KEY.exec(item.trim())?.[1];
        if (!name) continue;
        importers.set(name, [...(importers.get(name) ?? []), file]);
      }
    }
  }
  return importers;
}

function wrappedMoreThanOnce(importers: Map<string, string[]>): Record<string, string[]> {
  return Object.fromEntries([...importers].filter(([, files]) => new Set(files).size > 1));
}

function handWrittenSources(root: string): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join(root, 'api', 'generated')) walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        sources.set(path.relative(root, full), fs.readFileSync(full, 'utf8'));
      }
    }
  };
  walk(root);
  return sources;
}

describe('generated reads and keys in hand-written code', () => {
  it('finds a generated read imported by two modules (the check can fail)', () => {
    const sources = new Map([
      [
        'features/a/api.ts',
        "import {\n  listTagsOptions,\n  getTagQueryKey,\n} from '../../api/generated/@tanstack/react-query.gen';",
      ],
      [
        'features/b/api.ts',
        "import { listTagsOptions } from '../../api/generated/@tanstack/react-query.gen';",
      ],
      [
        'features/c/api.ts',
        "import { createTagMutation } from '../../api/generated/@tanstack/react-query.gen';",
      ],
    ]);
    expect(wrappedMoreThanOnce(generatedImporters(sources))).toEqual({
      listTagsOptions: ['features/a/api.ts', 'features/b/api.ts'],
    });
  });

  it('imports each generated …Options and …QueryKey in one module only', () => {
    const importers = generatedImporters(handWrittenSources(path.resolve(__dirname, '../..')));
    // The enumeration reads the real imports: the shared reads are all there.
    expect(importers.get('listTagsOptions')).toEqual(['api/resources/tags.ts']);
    expect(wrappedMoreThanOnce(importers)).toEqual({});
  });
});
