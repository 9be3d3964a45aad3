/**
 * The app's declared pages, put together from every route module's `page-states.ts` (see
 * src/routes/page-state.ts). Vitest finds those files with import.meta.glob (declared-pages.ts);
 * Playwright and the benchmark read the folder (declared-pages-on-disk.ts). Both build the same
 * registry here, so the route fault table, the end-to-end sample and the benchmark's routes agree.
 */
import type { ApiGet, FindIds, PageIds, PageRead, RoutePageStates } from '../routes/page-state';

export type { ApiGet, PageIds, PageRead } from '../routes/page-state';

export interface PageRegistry {
  /** Every page that reads on opening, in the order of the route folders. */
  reads: readonly PageRead[];
  /** Every route that reads nothing on opening, with the reason. */
  readsNothing: Readonly<Record<string, string>>;
  /** The ids every declared path names, found in the first community whose seed has them all. */
  findIds(get: ApiGet): Promise<PageIds>;
}

/** The registry of the modules given, keyed by their file (sorted, so every loader orders them alike). */
export function pageRegistry(modules: Readonly<Record<string, RoutePageStates>>): PageRegistry {
  const declared = Object.keys(modules)
    .sort()
    .map((file) => modules[file] ?? {});
  const finders = declared.flatMap((module): FindIds[] => (module.findIds ? [module.findIds] : []));
  return {
    reads: declared.flatMap((module) => module.reads ?? []),
    readsNothing: Object.assign({}, ...declared.map((module) => module.readsNothing ?? {})) as Record<
      string,
      string
    >,
    findIds: (get) => findIds(get, finders),
  };
}

async function findIds(get: ApiGet, finders: readonly FindIds[]): Promise<PageIds> {
  for (const community of await communityIds(get)) {
    const found = await Promise.all(finders.map((find) => find(get, community)));
    if (found.every((ids) => ids && Object.values(ids).every(Boolean)))
      return Object.assign({ community }, ...found) as PageIds;
  }
  throw new Error('no community of the seed has every kind of record the declared pages open');
}

async function communityIds(get: ApiGet): Promise<string[]> {
  const answer = await get('/community?perPage=100');
  const results = typeof answer === 'object' && answer !== null && 'results' in answer ? answer.results : [];
  return Array.isArray(results)
    ? results.flatMap((c: unknown) =>
        typeof c === 'object' && c !== null && 'id' in c && typeof c.id === 'string' ? [c.id] : [],
      )
    : [];
}

/** A declared path with its `:name` parts replaced by the ids given. */
export function pathWith(path: string, ids: PageIds): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const id = ids[name];
    if (id === undefined) throw new Error(`no id for :${name} in ${path}`);
    return encodeURIComponent(id);
  });
}
