import { mulberry32Step, uuidFromKey } from './random';
import { SNAPSHOT_VERSION, type Snapshot, type StoreData } from './stored';

/** Returns the current time; tests pass a fixed one. */
export type Clock = () => Date | string;

export interface StoreOptions {
  clock?: Clock;
  /** Seed of the id sequence and random source when no snapshot is given. */
  seed?: number;
  /**
   * false: adopt the given snapshot object instead of copying it. For snapshots nobody else holds
   * (fresh from createSeed or from storage); copying the large preset costs about two seconds.
   */
  copy?: boolean;
}

export interface Store {
  /** The live state. Operations mutate it; everything else should read it through operations. */
  readonly data: StoreData;
  /** Current time as an ISO string. */
  now(): string;
  nowMs(): number;
  /** Next id of the deterministic sequence (UUID layout). */
  nextId(): string;
  /** Next number in [0, 1) from the seeded source. */
  random(): number;
  /**
   * A deep copy of the state, safe to keep or change. `{copy: false}` returns the live state instead,
   * for writers that copy anyway (IndexedDB clones on put); it must not be changed.
   */
  snapshot(options?: { copy?: boolean }): Snapshot;
  /** Replaces the state with a copy of `snapshot` (or, with `{copy: false}`, with the object itself). */
  restore(snapshot: Snapshot, options?: { copy?: boolean }): void;
  /**
   * Records that the state changed and must be saved. The id sequence, the random source and a
   * restore mark it themselves; an operation that changes the data otherwise calls it. A read can
   * change state (generating a claim code is a GET), so persistence asks this, not the method.
   */
  markChanged(): void;
  /** Whether the state changed since the last call, and forgets it. */
  takeChanged(): boolean;
  /**
   * Counts the marks of a change (ids, random numbers, restores, markChanged): a view derived from
   * the data (a badge's attributions newest first) is kept while it stays the same (derived.ts).
   */
  readonly revision: number;
}

export function emptyData(): StoreData {
  return {
    communities: [],
    members: [],
    tokens: [],
    tags: [],
    badges: [],
    rewards: [],
    attributions: [],
    claimCodes: [],
    vaults: [],
    files: [],
    experiences: [],
    collections: [],
    mintables: [],
    mints: [],
  };
}

export function emptySnapshot(seed = 1): Snapshot {
  return { version: SNAPSHOT_VERSION, data: emptyData(), sequence: { seed, next: 1 }, rng: seed };
}

function checkVersion(snapshot: Snapshot): void {
  // Persisted snapshots outlive code changes; an old shape must be reset, not half-read.
  if ((snapshot.version as number) !== SNAPSHOT_VERSION) {
    throw new Error(`Unsupported sandbox snapshot version ${String(snapshot.version)}`);
  }
}

export function createStore(snapshot?: Snapshot, options: StoreOptions = {}): Store {
  const clock: Clock = options.clock ?? (() => new Date());
  const copy = options.copy ?? true;
  let current: Snapshot = snapshot
    ? copy
      ? structuredClone(snapshot)
      : snapshot
    : emptySnapshot(options.seed ?? 1);
  checkVersion(current);
  let changed = false;
  let revision = 0;
  const change = () => {
    changed = true;
    revision += 1;
  };

  const nowMs = (): number => {
    const value = clock();
    const ms = typeof value === 'string' ? Date.parse(value) : value.getTime();
    if (Number.isNaN(ms)) throw new Error('The sandbox clock returned an invalid date');
    return ms;
  };

  return {
    get data() {
      return current.data;
    },
    now: () => new Date(nowMs()).toISOString(),
    nowMs,
    nextId() {
      const id = uuidFromKey(`${current.sequence.seed}:id:${current.sequence.next}`);
      current.sequence.next += 1;
      change();
      return id;
    },
    random() {
      const step = mulberry32Step(current.rng);
      current.rng = step.state;
      change();
      return step.value;
    },
    snapshot: (opts) => ((opts?.copy ?? true) ? structuredClone(current) : current),
    restore(next, opts) {
      checkVersion(next);
      current = (opts?.copy ?? true) ? structuredClone(next) : next;
      change();
    },
    markChanged: change,
    takeChanged() {
      const was = changed;
      changed = false;
      return was;
    },
    get revision() {
      return revision;
    },
  };
}
