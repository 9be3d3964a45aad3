import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { markValibotCallsPure } from './first-route-own-generated';
import {
  CONTRACT_CHECK,
  FIRST_ROUTE_COPIED,
  FIRST_ROUTE_READS,
  GENERATED_SCHEMAS,
  GUARDED_FILES,
  isInFolder,
  isModule,
  LUCIDE_ICONS,
  TLDTS_SHIM,
} from './guarded-paths';
import { reactRouterProductionBuild } from './production-aliases';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (relative: string) => fs.readFileSync(path.join(root, relative), 'utf8');

/** The project files a module imports, relative to the root (`.ts` or `.tsx` added where omitted). */
function importedFiles(relative: string): string[] {
  const from = path.dirname(path.join(root, relative));
  return [...read(relative).matchAll(/\bfrom\s+'(\.[^']+)'/g)].flatMap(([, specifier = '']) => {
    const base = path.resolve(from, specifier);
    const file = [base, `${base}.ts`, `${base}.tsx`].find((candidate) => fs.existsSync(candidate));
    return file ? [path.relative(root, file).split(path.sep).join('/')] : [];
  });
}

describe('the paths the build plugins are keyed on', () => {
  it.each(GUARDED_FILES)('%s exists (a plugin keyed on a moved file would do nothing)', (file) => {
    expect(
      fs.existsSync(path.join(root, file)),
      `${file} is named in scripts/vite-plugins/guarded-paths.ts`,
    ).toBe(true);
  });

  it("Lucide's icons are still one module per icon in the folder the chunk groups leave out", () => {
    const icons = fs.readdirSync(path.join(root, LUCIDE_ICONS)).filter((name) => name.endsWith('.mjs'));
    expect(icons.length).toBeGreaterThan(100);
  });

  it("react-router's production build and the tldts stand-in are where the aliases look for them", () => {
    expect(fs.existsSync(reactRouterProductionBuild())).toBe(true);
    expect(fs.existsSync(TLDTS_SHIM)).toBe(true);
  });

  it('the contract check still imports the generated schemas, which it gets its own copy of', () => {
    expect(importedFiles(CONTRACT_CHECK)).toContain(GENERATED_SCHEMAS);
  });

  it('the first route still reads through the generated modules it gets its own copies of', () => {
    const copied: readonly string[] = FIRST_ROUTE_COPIED;
    expect(importedFiles(FIRST_ROUTE_READS).filter((file) => copied.includes(file))).not.toEqual([]);
  });

  it("the generated schemas still call valibot's constructors on its namespace, which are marked pure", () => {
    const schemas = read(GENERATED_SCHEMAS);
    expect(schemas).toMatch(/^import \* as v from 'valibot';$/m);
    const marked = markValibotCallsPure(schemas).match(/\/\* @__PURE__ \*\/ v\.object\(/g) ?? [];
    expect(marked.length).toBeGreaterThan(10);
  });
});

describe('markValibotCallsPure', () => {
  it("marks the constructors and leaves valibot's global settings alone", () => {
    expect(
      markValibotCallsPure(
        'const a = v.object({ b: v.string() }); v.setGlobalConfig({}); v.deleteGlobalConfig();',
      ),
    ).toBe(
      'const a = /* @__PURE__ */ v.object({ b: /* @__PURE__ */ v.string() }); v.setGlobalConfig({}); v.deleteGlobalConfig();',
    );
  });
});

describe('isModule and isInFolder', () => {
  it('match a module id by its path from the root, with or without a query', () => {
    expect(isModule('/work/app/src/api/resources/communities.ts', FIRST_ROUTE_READS)).toBe(true);
    expect(isModule('/work/app/src/api/generated/valibot.gen.ts?first-route', GENERATED_SCHEMAS)).toBe(true);
    expect(isModule('/work/app/src/api/resources/communities.test.ts', FIRST_ROUTE_READS)).toBe(false);
    expect(isModule('/work/app/other-src/api/resources/communities.ts', FIRST_ROUTE_READS)).toBe(false);
    expect(isModule(undefined, FIRST_ROUTE_READS)).toBe(false);
  });

  it('match a folder with either separator', () => {
    expect(isInFolder('/app/node_modules/lucide-react/dist/esm/icons/x.js', LUCIDE_ICONS)).toBe(true);
    expect(isInFolder('C:\\app\\node_modules\\lucide-react\\dist\\esm\\icons\\x.js', LUCIDE_ICONS)).toBe(
      true,
    );
    expect(isInFolder('/app/node_modules/lucide-react/dist/esm/lucide-react.js', LUCIDE_ICONS)).toBe(false);
  });
});
