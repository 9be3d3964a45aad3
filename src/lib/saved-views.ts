import {
  browserStorage,
  createConnectionScopedStore,
  storedList,
  type KeyValueStorage,
} from './connection-scoped-store';
import { parseUrlState, toSearch, type UrlSchema } from './url-state';

/**
 * Named views of a list: the state its URL holds (filters, sort, page size), kept in this browser
 * per connection, since a view names records (a tag, a badge) of one server. A view is its page's
 * own URL, so opening one is navigating there and a copied link opens the same list elsewhere.
 */
export interface SavedView {
  id: string;
  name: string;
  /** The page's path, e.g. `/communities/c1/members`. */
  path: string;
  /** The list's params, canonical (see `viewSearch`), without `?`; empty for the plain list. */
  search: string;
  savedAt: string;
  /** What the page is called ("Members"), shown beside the view where its path is not read. */
  page?: string;
}

/** More than anyone names by hand; the oldest go first past it. */
export const MAX_SAVED_VIEWS = 100;
export const MAX_VIEW_NAME = 80;
const MAX_PATH = 500;
const MAX_SEARCH = 4000;
const PREFIX = 'badge-console:saved-views|';

function field(record: object, name: string): unknown {
  return (record as Record<string, unknown>)[name];
}

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max ? value.trim() : undefined;

function parseView(item: unknown): SavedView | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const id = text(field(item, 'id'), 100);
  const name = text(field(item, 'name'), MAX_VIEW_NAME);
  const path = text(field(item, 'path'), MAX_PATH);
  const search = field(item, 'search');
  const savedAt = text(field(item, 'savedAt'), 40);
  const page = text(field(item, 'page'), 100);
  // A path of this app (not a link to elsewhere), and a search that stays a search.
  if (!id || !name || !path?.startsWith('/') || path.startsWith('//') || /[?#\s]/.test(path))
    return undefined;
  if (typeof search !== 'string' || search.length > MAX_SEARCH || /^\?|[#\s]/.test(search)) return undefined;
  if (!savedAt || Number.isNaN(Date.parse(savedAt))) return undefined;
  return { id, name, path, search, savedAt, ...(page ? { page } : {}) };
}

const nameKey = (path: string, name: string) => `${path}\n${name.trim().toLocaleLowerCase()}`;

/**
 * Parses the stored views, newest first, dropping whatever is not one (the value may be
 * hand-edited): a second view with the same id, or the same name on the same page, is dropped too,
 * and at most MAX_SAVED_VIEWS are kept.
 */
export function parseSavedViews(raw: string | null): SavedView[] {
  const out: SavedView[] = [];
  const ids = new Set<string>();
  const names = new Set<string>();
  for (const item of storedList(raw)) {
    const view = parseView(item);
    if (!view || ids.has(view.id) || names.has(nameKey(view.path, view.name))) continue;
    ids.add(view.id);
    names.add(nameKey(view.path, view.name));
    out.push(view);
    if (out.length === MAX_SAVED_VIEWS) break;
  }
  return out;
}

export const savedViewsStore = createConnectionScopedStore<SavedView[], []>({
  key: (baseUrl) => `${PREFIX}${baseUrl}`,
  parse: parseSavedViews,
  empty: [],
});

/** The URL a view opens. */
export function viewUrl(view: Pick<SavedView, 'path' | 'search'>): string {
  return view.search ? `${view.path}?${view.search}` : view.path;
}

/**
 * The part of a page's search that a view keeps: each schema's state (malformed values dropped,
 * defaults left out, the schema's order), without the page number, since a view opens at its
 * first page. Where two schemas name the same param, the first one's value is kept.
 */
export function viewSearch(schemas: readonly UrlSchema[], search: string): string {
  const out = new URLSearchParams();
  const written = new Set<string>(['page']);
  for (const schema of schemas) {
    const own = new URLSearchParams(toSearch(schema, parseUrlState(schema, search)));
    for (const [key, value] of own) if (!written.has(key)) out.append(key, value);
    for (const key of own.keys()) written.add(key);
  }
  return out.toString();
}

/** Why a name cannot be given to a view on `path`; undefined when it can. */
export function viewNameError(
  views: readonly SavedView[],
  path: string,
  name: string,
  renaming?: string,
): string | undefined {
  const trimmed = name.trim();
  if (!trimmed) return 'Enter a name for the view.';
  if (trimmed.length > MAX_VIEW_NAME) return `Use at most ${MAX_VIEW_NAME} characters.`;
  const key = nameKey(path, trimmed);
  if (views.some((v) => v.id !== renaming && nameKey(v.path, v.name) === key))
    return `This page already has a view named “${trimmed}”.`;
  return undefined;
}

function newId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** A name like `name` not yet used on the page: "Name (copy)", "Name (copy 2)"… */
function copyName(views: readonly SavedView[], view: SavedView): string {
  const base = `${view.name.slice(0, MAX_VIEW_NAME - 10)} (copy`;
  for (let n = 1; ; n++) {
    const name = n === 1 ? `${base})` : `${base} ${n})`;
    if (!viewNameError(views, view.path, name)) return name;
  }
}

export type NewView = Pick<SavedView, 'name' | 'path' | 'search' | 'page'>;

/** Saves a view first in the list (dropping the oldest past the cap); returns it. */
export function saveView(
  key: string,
  view: NewView,
  storage: KeyValueStorage | undefined = browserStorage(),
) {
  const saved: SavedView = {
    id: newId(),
    name: view.name.trim(),
    path: view.path,
    search: view.search,
    savedAt: new Date().toISOString(),
    ...(view.page ? { page: view.page } : {}),
  };
  savedViewsStore.update(key, (views) => [saved, ...views].slice(0, MAX_SAVED_VIEWS), storage);
  return saved;
}

export function renameView(key: string, id: string, name: string, storage = browserStorage()): void {
  savedViewsStore.update(
    key,
    (views) => views.map((v) => (v.id === id ? { ...v, name: name.trim() } : v)),
    storage,
  );
}

/** A copy of the view under a new name, saved first; undefined when the view is gone. */
export function duplicateView(key: string, id: string, storage = browserStorage()): SavedView | undefined {
  const views = savedViewsStore.read(key, storage);
  const view = views.find((v) => v.id === id);
  return view && saveView(key, { ...view, name: copyName(views, view) }, storage);
}

export function deleteView(key: string, id: string, storage = browserStorage()): void {
  savedViewsStore.update(key, (views) => views.filter((v) => v.id !== id), storage);
}

/** A view a page offers itself (from filters its list already has): a name and the list's params. */
export interface BuiltInView {
  name: string;
  search: string;
}
