import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';
import { REACT_ROUTER_DEVELOPMENT, REACT_ROUTER_PRODUCTION, TLDTS_SHIM } from './guarded-paths.ts';

/** react-router's production build, beside the development build its package exports name. */
export function reactRouterProductionBuild(): string {
  const development = import.meta.resolve('react-router');
  return fileURLToPath(development.replace(REACT_ROUTER_DEVELOPMENT, REACT_ROUTER_PRODUCTION));
}

/**
 * The module replacements of a production build. react-router's package exports point every
 * condition at its development build (remix-run/react-router#14753), so the build names its
 * production build itself. tldts (the public suffix list, for MSW's cookies) is replaced by a small
 * stand-in in the sandbox's chunk, whose header says why it is enough.
 */
export function productionAliases(): Alias[] {
  return [
    { find: /^react-router$/, replacement: reactRouterProductionBuild() },
    { find: /^tldts$/, replacement: fileURLToPath(TLDTS_SHIM) },
  ];
}
