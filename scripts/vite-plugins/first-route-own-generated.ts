import type { Plugin } from 'vite';
import { FIRST_ROUTE_COPIED, FIRST_ROUTE_READS, GENERATED_SCHEMAS, isModule } from './guarded-paths.ts';

/** The query that names the first route's copies of the generated modules. */
const COPY = '?first-route';

/**
 * Every call on valibot's namespace (`v.object(…)`, `v.pipe(…)`) except its global settings
 * (`v.setGlobalConfig`, `v.deleteGlobalConfig`…), as the generated schemas write them.
 */
export const VALIBOT_CALL = /\bv\.(?!set|delete)(\w+)\(/g;

/**
 * The schemas' constructor calls marked pure for the bundler: valibot's constructors only build
 * objects, and without the mark no unused schema is ever dropped, so each copy would carry them all.
 */
export function markValibotCallsPure(code: string): string {
  return code.replace(VALIBOT_CALL, '/* @__PURE__ */ v.$1(');
}

/**
 * The first route (the community list) reads through one resource module alone, but the generated
 * SDK, query options and response schemas are one module each, bundled whole for their hungriest
 * importer: every page's operations would sit on the first route. In a build, that one importer,
 * and the generated modules it reaches, get their own copies of those three modules (under another
 * module id), which keep only what the first route uses; the pages share the originals in lazy
 * chunks. The client instance is never copied, so both copies talk through one client
 * (docs/decisions/008-first-route-weight-and-reproducible-lighthouse.md).
 */
export function firstRouteOwnGenerated(): Plugin {
  return {
    name: 'first-route-own-generated',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!isModule(importer, FIRST_ROUTE_READS) && !importer?.endsWith(COPY)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      const copied = resolved && FIRST_ROUTE_COPIED.some((file) => isModule(resolved.id, file));
      return copied ? `${resolved.id}${COPY}` : null;
    },
    transform(code, id) {
      return isModule(id, GENERATED_SCHEMAS) ? markValibotCallsPure(code) : null;
    },
  };
}
