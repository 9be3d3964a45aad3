/**
 * The files the build plugins and chunk groups recognise by path, relative to the project's root.
 * A plugin keyed on a path that no longer exists does nothing and says nothing, so every path here
 * is checked to exist by guarded-paths.test.ts: renaming or moving one of these files fails a test
 * instead of quietly undoing what the plugin guards.
 */

/** The sandbox's contract check, which reads every generated response schema by name. */
export const CONTRACT_CHECK = 'src/sandbox/http/contract-check.ts';

/** The generated response schemas (valibot), one module for every operation. */
export const GENERATED_SCHEMAS = 'src/api/generated/valibot.gen.ts';

/** The generated SDK, one function per operation. */
export const GENERATED_SDK = 'src/api/generated/sdk.gen.ts';

/** The generated query options and keys, one factory per read. */
export const GENERATED_QUERY_OPTIONS = 'src/api/generated/@tanstack/react-query.gen.ts';

/** The generated client instance, shared by every copy of the generated modules, never copied. */
export const GENERATED_CLIENT = 'src/api/generated/client.gen.ts';

/** The one module the first route (the community list) reads the service through. */
export const FIRST_ROUTE_READS = 'src/api/resources/communities.ts';

/** The generated modules the first route gets its own trimmed copies of. */
export const FIRST_ROUTE_COPIED = [GENERATED_SCHEMAS, GENERATED_SDK, GENERATED_QUERY_OPTIONS] as const;

/** Lucide's one-module-per-icon folder, left out of the entry's chunk groups. */
export const LUCIDE_ICONS = 'node_modules/lucide-react/dist/esm/icons';

/**
 * The small stand-in for `tldts` that the production build puts in the sandbox's chunk, as a URL
 * written out in full so that knip sees the file is used.
 */
export const TLDTS_SHIM = new URL('../../src/sandbox/shims/tldts.ts', import.meta.url);

/** Where react-router's package keeps its development build; its production build sits beside it. */
export const REACT_ROUTER_DEVELOPMENT = '/dist/development/';
export const REACT_ROUTER_PRODUCTION = '/dist/production/';

/** Every file above that must exist in a checkout with its dependencies installed. */
export const GUARDED_FILES = [
  CONTRACT_CHECK,
  GENERATED_SCHEMAS,
  GENERATED_SDK,
  GENERATED_QUERY_OPTIONS,
  GENERATED_CLIENT,
  FIRST_ROUTE_READS,
] as const;

/**
 * Whether a module id (an absolute path, with or without a `?query`) is the file at `relative`.
 * Bundler ids use forward slashes on every system.
 */
export function isModule(id: string | undefined, relative: string): boolean {
  if (id === undefined) return false;
  const file = id.split('?', 1)[0] ?? id;
  return file.endsWith(`/${relative}`);
}

/** Whether a module id lies inside the folder at `relative` (ids of node_modules may use `\`). */
export function isInFolder(id: string, relative: string): boolean {
  return id.replaceAll('\\', '/').includes(`/${relative}/`);
}
