/**
 * What a route module declares about its pages, in its own `page-states.ts`: the pages that read
 * from the service when they open (with the one read each is built on), the routes that read
 * nothing on opening, and how the ids its paths name are found in the seed. Plain data and small
 * functions with no import of the app: the route fault table (Vitest), the end-to-end fault sample
 * (Playwright) and the benchmark's route list (Node) all find these files by their name and build
 * their tables from them, so a new resource registers nothing outside its folder.
 */

/** The ids a declared path may name (`:community`, `:rewardBadge`, …). */
export type PageIds = Partial<Record<string, string>>;

export interface PageRead {
  /** How a person names the page, e.g. "badge's rewards tab". */
  name: string;
  /** The route, its ids as `:name` parts: `/communities/:community/members/:member`. */
  path: string;
  /** The read the page is built on, as the sandbox names it (faults are forced on it). */
  operationId: string;
  /** A 401 here is explained on the page instead of leading to the connection screen. */
  explains401?: boolean;
  /** A list page: what shows its entries (a table's row links, or a leaderboard's rows). */
  list?: 'rows' | 'board';
}

/**
 * A GET on the service's API (a path after `/v1`), its JSON answer. The Vitest tables send it
 * through msw/node, the end-to-end suite through the browser's service worker, the benchmark to
 * its sandbox server: the same finders work over all three.
 */
export type ApiGet = (path: string) => Promise<unknown>;

/**
 * Finds, in the seed of one community (the arrangement the declared paths need), the ids this
 * module's paths name besides `:community`; undefined when that community lacks one of them, so
 * the next community is tried.
 */
export type FindIds = (get: ApiGet, community: string) => Promise<PageIds | undefined>;

export interface RoutePageStates {
  /** The pages that read from the service when they open. */
  reads?: readonly PageRead[];
  /** Routes that read nothing when they open, each with the reason (their saves are in the form table). */
  readsNothing?: Readonly<Record<string, string>>;
  /** How the ids that `reads` name are found; every id a path names must come from some module. */
  findIds?: FindIds;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The records of a list answer: a plain array, or a page with `results`. */
export function recordsOf(answer: unknown): Record<string, unknown>[] {
  const list = Array.isArray(answer) ? answer : isRecord(answer) ? answer.results : undefined;
  return Array.isArray(list) ? list.filter(isRecord) : [];
}

/** The ids of a list's records. */
export async function idsAt(get: ApiGet, path: string): Promise<string[]> {
  return recordsOf(await get(path)).flatMap((record) => (typeof record.id === 'string' ? [record.id] : []));
}

/** The first record's id of a list, or undefined for an empty list. */
export async function firstIdAt(get: ApiGet, path: string): Promise<string | undefined> {
  return (await idsAt(get, path))[0];
}

/** The first badge of a community with a record in its `sub` list (reward, attribution), and that record. */
export async function badgeWith(
  get: ApiGet,
  community: string,
  sub: string,
): Promise<{ badge: string; id: string } | undefined> {
  for (const badge of await idsAt(get, `/community/${community}/badge?perPage=100`)) {
    const id = await firstIdAt(get, `/community/${community}/badge/${badge}/${sub}?perPage=1`);
    if (id) return { badge, id };
  }
  return undefined;
}
