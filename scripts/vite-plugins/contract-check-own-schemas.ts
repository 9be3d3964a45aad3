import type { Plugin } from 'vite';
import { CONTRACT_CHECK, GENERATED_SCHEMAS, isModule } from './guarded-paths.ts';

/**
 * The sandbox's contract check reads every generated response schema by name (a namespace import).
 * Sharing the app's module would put all of them in the chunk the first route loads, since a
 * module is bundled whole for its hungriest importer; in a build the check gets its own copy of the
 * module, in the sandbox's chunk, and the first route keeps only the schemas its reads use
 * (docs/decisions/008-first-route-weight-and-reproducible-lighthouse.md).
 */
export function contractCheckOwnSchemas(): Plugin {
  return {
    name: 'contract-check-own-schemas',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!isModule(importer, CONTRACT_CHECK)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved && isModule(resolved.id, GENERATED_SCHEMAS) ? `${resolved.id}?contract-check` : null;
    },
  };
}
