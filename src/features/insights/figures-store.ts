import * as v from 'valibot';
import {
  browserDatabase,
  createAsyncConnectionScopedStore,
  type AsyncConnectionScopedStore,
  type BrowserDatabase,
} from '../../lib/connection-scoped-store-indexeddb';
import type { Insights } from './insights';

/**
 * The last figures computed for each community, kept in this browser (IndexedDB, through the
 * connection-scoped store) so that a revisit shows them at once, with their time, while the lists
 * are read again: a large community's lists take tens of seconds to read. Per connection (its base
 * URL: a sandbox community id means nothing on a live server) and community; the figures only, never
 * the connection's key or token. Capped: past the cap the figures used longest ago go.
 */

/** What is kept of a community's figures: the figures and what the card says beside them. */
export interface StoredFigures {
  insights: Insights;
  /** The oldest read the figures were computed from (ms). */
  asOf: number;
  /** Some list stopped short of its total. */
  incomplete: boolean;
  /** The community had more badges than the figures read the awards of. */
  badgesCut?: { read: number; total: number };
}

/** Communities kept, over every connection: each is tens of kilobytes at most. */
export const FIGURES_CAP = 20;

const INDEX_KEY = 'index';

export const figuresKey = (baseUrl: string, communityId: string) => `figures|${baseUrl}|${communityId}`;

const count = v.pipe(v.number(), v.finite());
const time = v.pipe(v.number(), v.finite());
const maybe = v.nullable(v.pipe(v.number(), v.finite()));
const bucket = v.object({ start: time, count });
const claims = { awarded: count, claimed: count, claimRate: maybe, medianClaimMs: maybe };
const badgeFigures = v.object({
  ...claims,
  id: v.string(),
  title: v.string(),
  maxClaims: maybe,
  capShare: maybe,
  claimEnd: maybe,
});
const perMethod = v.record(v.string(), count);
const growth = v.object({
  methods: v.array(v.string()),
  weeks: v.array(v.object({ start: time, byMethod: perMethod, total: count, cumulative: count })),
  totals: perMethod,
  total: count,
});
const insightsSchema = v.object({
  perDay: v.array(bucket),
  perWeek: v.array(bucket),
  overall: v.object(claims),
  badges: v.array(badgeFigures),
  nearCap: v.array(badgeFigures),
  nearEnd: v.array(badgeFigures),
  growth: v.nullable(growth),
});
const storedSchema = v.object({
  insights: insightsSchema,
  asOf: time,
  incomplete: v.boolean(),
  badgesCut: v.optional(v.object({ read: count, total: count })),
});

/** A stored entry as far as it holds the figures' shape; null when it does not (an older version, an edit). */
export function parseStoredFigures(stored: unknown): StoredFigures | null {
  const parsed = v.safeParse(storedSchema, stored);
  if (!parsed.success) return null;
  const { badgesCut, ...rest } = parsed.output;
  return badgesCut ? { ...rest, badgesCut } : rest;
}

function parseIndex(stored: unknown): string[] {
  return Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : [];
}

export interface FiguresStore {
  figures: AsyncConnectionScopedStore<StoredFigures | null, [communityId: string]>;
  /** Keeps the figures under `key`, as the most recently used, and drops those past the cap. */
  save: (key: string, figures: StoredFigures) => Promise<void>;
  /** Drops every entry; only the in-memory fallback offers it (tests). */
  clear?: () => void;
}

export function createFiguresStore(database: BrowserDatabase, cap = FIGURES_CAP): FiguresStore {
  const figures = createAsyncConnectionScopedStore<StoredFigures | null, [communityId: string]>({
    database,
    key: figuresKey,
    parse: parseStoredFigures,
    empty: null,
  });
  // The keys kept, the most recently saved first: one list over every connection, so the cap holds.
  const index = createAsyncConnectionScopedStore<string[], []>({
    database,
    key: () => INDEX_KEY,
    parse: parseIndex,
    empty: [],
  });
  return {
    figures,
    save: async (key, entry) => {
      await figures.write(key, entry);
      let dropped: string[] = [];
      await index.update(INDEX_KEY, (keys) => {
        const all = [key, ...keys.filter((k) => k !== key)];
        dropped = all.slice(cap);
        return all.slice(0, cap);
      });
      for (const old of dropped) await figures.remove(old);
    },
    ...(database.clear ? { clear: database.clear } : {}),
  };
}

let sharedDatabase: BrowserDatabase | undefined;
let shared: FiguresStore | undefined;

/** Where the browser's figures are kept (tests read its records as stored). */
export function figuresDatabase(): BrowserDatabase {
  sharedDatabase ??= browserDatabase('badge-console-insights', 'figures');
  return sharedDatabase;
}

/** The browser's kept figures (one store, so every reader hears its writes). */
export function figuresStore(): FiguresStore {
  shared ??= createFiguresStore(figuresDatabase());
  return shared;
}
