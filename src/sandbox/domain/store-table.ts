import type { Gen } from '../seed/gen';
import type { Store } from './store';
import type { StoreData } from './stored';

/*
 * A resource keeps its records in a table it declares in its own domain file, so adding one does
 * not touch the store's files. The file adds its key to `StoreData` by declaration merging:
 *
 *   declare module './stored' {
 *     interface StoreData {
 *       webhooks?: Webhook[];
 *     }
 *   }
 *   export const webhookTable = declareTable({ name: 'webhooks', empty: () => [], seed: seedWebhooks });
 *
 * and the operation table (`src/sandbox/http/api-routes.ts`) lists the declaration in
 * `declaredTables`, from which the seed fills it. The key is optional because an empty store has
 * none of these tables until a record is written (the store's empty state is built without knowing
 * them); `table.rows(store)` creates it then. Saved states keep the same shape: the table is the
 * same key of `data` it was before it moved here.
 */

/** Keys of `StoreData` that may be missing: the tables declared by resources. */
export type TableName = {
  [K in keyof StoreData]-?: undefined extends StoreData[K] ? K : never;
}[keyof StoreData];

export type Rows<K extends TableName> = NonNullable<StoreData[K]>;

/** What a table's seed may use. */
export interface SeedTools {
  /**
   * Ids from `gen.id(kind, n)` are those of the whole seed (stable, whatever the order); random
   * draws come from a sequence of this table's own, so adding a table changes no other record.
   */
  gen: Gen;
  /** The records seeded before the declared tables: communities, members, badges, … */
  data: Readonly<StoreData>;
}

export interface StoreTable<K extends TableName = TableName> {
  readonly name: K;
  /** The live records, created empty on first use. */
  rows(store: Store): Rows<K>;
  /** Puts the seed's records into `data`. */
  fill(data: StoreData, tools: SeedTools): void;
}

/**
 * `empty` is `() => []`: typed at the call, where the table's row type is known (the store cannot
 * make an empty list of a row type it is generic over).
 */
export function declareTable<K extends TableName>(declaration: {
  name: K;
  empty: () => Rows<K>;
  /** The seed's records; none when omitted. */
  seed?: (tools: SeedTools) => Rows<K>;
}): StoreTable<K> {
  const { name, empty, seed } = declaration;
  return {
    name,
    rows: (store) => (store.data[name] ??= empty()),
    fill(data, tools) {
      data[name] = seed ? seed(tools) : empty();
    },
  };
}
