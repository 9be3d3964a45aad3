import path from 'node:path';
import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';

/**
 * A lazy page's chunk names every chunk it needs at any depth in its own imports, so the browser
 * asks for all of them as soon as the page's chunk has arrived, in one round trip, rather than one
 * level of imports after another. This replaces the `<link rel="modulepreload">` elements Vite
 * would add for each of them when the page is imported, whose appending was the longest part of
 * the task that starts a page opened by its link
 * (docs/decisions/015-lazy-chunks-import-their-own-dependencies.md).
 */

/**
 * `build.modulePreload.resolveDependencies`: the page's own preload links stay (the entry's
 * libraries load beside it); a lazy import preloads only stylesheets, since its chunk names its
 * scripts itself (the plugin below).
 */
export const preloadOnlyStylesForLazyImports: ResolveModulePreloadDependenciesFn = (
  _file,
  deps,
  { hostType },
) => (hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')));

/** What the plugin reads of a built chunk. */
export interface ChunkImports {
  fileName: string;
  isEntry: boolean;
  /** The chunks it imports statically, by file name. */
  imports: readonly string[];
}

/**
 * The import statements to append to each chunk that is not an entry: one for every chunk it
 * reaches through static imports and does not import directly. They come after the chunk's own,
 * and each names a chunk that one of those already imports: modules are evaluated in the order of
 * their first import, so the order of evaluation does not change, only when the files are asked for.
 */
export function importsToAppend(chunks: readonly ChunkImports[]): Map<string, string> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const reached = (fileName: string, found: Set<string>): Set<string> => {
    for (const imported of byName.get(fileName)?.imports ?? []) {
      if (found.has(imported)) continue;
      found.add(imported);
      reached(imported, found);
    }
    return found;
  };
  const out = new Map<string, string>();
  for (const chunk of chunks) {
    if (chunk.isEntry) continue;
    const direct = new Set(chunk.imports);
    const added = [...reached(chunk.fileName, new Set())].filter(
      (fileName) => !direct.has(fileName) && fileName !== chunk.fileName,
    );
    if (added.length === 0) continue;
    const from = path.posix.dirname(chunk.fileName);
    const specifier = (fileName: string) => {
      const relative = path.posix.relative(from, fileName);
      return relative.startsWith('.') ? relative : `./${relative}`;
    };
    out.set(
      chunk.fileName,
      added.map((fileName) => `import ${JSON.stringify(specifier(fileName))};`).join(''),
    );
  }
  return out;
}

/**
 * Appends those imports to the built chunks. The chunks' names (hashes) are computed before this
 * runs; a chunk's hash already covers the names of the chunks it imports, so a changed dependency
 * still renames every chunk that reaches it.
 */
export function lazyChunksImportTheirDependencies(): Plugin {
  return {
    name: 'lazy-chunks-import-their-dependencies',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const appended = importsToAppend(chunks);
      for (const chunk of chunks) {
        const imports = appended.get(chunk.fileName);
        if (imports) chunk.code += `\n${imports}\n`;
      }
    },
  };
}
