/**
 * The pages the route modules declare (src/routes/<resource>/page-states.ts), found by Vite at
 * build time of the test run: a new module's file is in every table without being listed here.
 */
import type { RoutePageStates } from '../routes/page-state';
import { pageRegistry } from './page-registry';

export const DECLARED_PAGES = pageRegistry(
  import.meta.glob<RoutePageStates>('../routes/*/page-states.ts', { eager: true, import: 'PAGE_STATES' }),
);
