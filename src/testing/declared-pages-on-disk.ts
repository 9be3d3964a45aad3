/**
 * The pages the route modules declare (src/routes/<resource>/page-states.ts), found by reading the
 * folder: for Playwright and the benchmark's Node script (run through tsx), which have no
 * import.meta.glob. Vitest uses declared-pages.ts; both build the same registry.
 */
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RoutePageStates } from '../routes/page-state';
import { pageRegistry, type PageRegistry } from './page-registry';

const ROUTES = fileURLToPath(new URL('../routes/', import.meta.url));

export async function loadDeclaredPages(): Promise<PageRegistry> {
  const files = readdirSync(ROUTES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${ROUTES}${entry.name}/page-states.ts`)
    .filter((file) => existsSync(file));
  const modules = await Promise.all(
    files.map(async (file) => {
      const module = (await import(pathToFileURL(file).href)) as { PAGE_STATES: RoutePageStates };
      return [file, module.PAGE_STATES] as const;
    }),
  );
  return pageRegistry(Object.fromEntries(modules));
}
