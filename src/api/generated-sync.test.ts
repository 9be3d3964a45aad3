import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type UserConfig } from '@hey-api/openapi-ts';
import * as prettier from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';
import { openApiTsConfig } from '../../openapi-ts.config';

/**
 * The committed client in src/api/generated must be exactly what `npm run generate` produces from
 * openapi/community-badges.yaml with openapi-ts.config.ts. This runs the same generator config into a
 * temporary directory and compares every file.
 *
 * Differences from `npm run generate`, both without effect on the result:
 * - the output goes to a temporary directory, and `runtimeConfigPath` points at a sibling of it, so
 *   the emitted `import ... from '../client-config'` is the same as in src/api;
 * - instead of spawning the Prettier CLI post-processor, each file is formatted in-process with the
 *   same Prettier and the same config file (much faster).
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const committedDir = path.join(repoRoot, 'src/api/generated');
const prettierConfigFile = path.join(repoRoot, '.prettierrc.json');

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(path.join(dir, entry.name), rel)));
    else files.push(rel);
  }
  return files.sort();
}

let tmp: string | undefined;
afterAll(async () => {
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('generated API client', () => {
  it('matches what `npm run generate` produces from the spec', { timeout: 30_000 }, async () => {
    tmp = await mkdtemp(path.join(tmpdir(), 'badge-console-generated-'));
    const outDir = path.join(tmp, 'generated');

    const plugins = openApiTsConfig.plugins.map((plugin) =>
      typeof plugin === 'object' && plugin.name === '@hey-api/client-fetch'
        ? { ...plugin, runtimeConfigPath: path.join(tmp!, path.basename(plugin.runtimeConfigPath)) }
        : plugin,
    );
    const config: UserConfig = {
      ...openApiTsConfig,
      input: path.resolve(repoRoot, openApiTsConfig.input),
      output: { ...openApiTsConfig.output, path: outDir, postProcess: [] },
      plugins,
      logs: { level: 'silent', file: false },
      interactive: false,
    };
    await createClient(config);

    const prettierOptions = await prettier.resolveConfig(prettierConfigFile, { config: prettierConfigFile });
    const expected = await listFiles(outDir);
    const committed = await listFiles(committedDir).catch(() => [] as string[]);

    const hint =
      'src/api/generated is out of date: run `npm run generate` (never edit generated files by hand).';
    const missing = expected.filter((f) => !committed.includes(f));
    const extra = committed.filter((f) => !expected.includes(f));
    expect(missing, `${hint}\nMissing from src/api/generated: ${missing.join(', ')}`).toEqual([]);
    expect(extra, `${hint}\nNot produced by the generator: ${extra.join(', ')}`).toEqual([]);

    const differing: string[] = [];
    for (const file of expected) {
      const generated = await prettier.format(await readFile(path.join(outDir, file), 'utf8'), {
        ...prettierOptions,
        filepath: path.join(committedDir, file),
      });
      const current = await readFile(path.join(committedDir, file), 'utf8');
      if (generated !== current) differing.push(file);
    }
    expect(
      differing,
      `${hint}\nDiffering files: ${differing.map((f) => `src/api/generated/${f}`).join(', ')}`,
    ).toEqual([]);
  });
});
