import type { QueryClient } from '@tanstack/react-query';
/**
 * The shapes of a bulk job: a list of items sent in chunks through one operation (a job kind).
 * Everything here is plain data, so a job is kept in IndexedDB as it is and resumed after a reload.
 * The guarantee about sending is described in job-runner.ts and docs/decisions/004-resumable-bulk-jobs.md.
 */

/** The final word on one item. */
export type ItemResult =
  | { status: 'done'; message?: string }
  | { status: 'skipped'; reason: string }
  | { status: 'failed'; message: string }
  /**
   * The service may or may not have acted on it: every answer to a request carrying it was lost,
   * and reading it back did not settle it either (the read failed, or the kind has none). Never
   * counted as failed: the item was not refused, and sending it again blind could act twice.
   */
  | { status: 'unknown'; message: string }
  | { status: 'cancelled'; message?: string };

export type ItemResultStatus = ItemResult['status'];

/**
 * What a kind's `run` says about one item: a final result, or the error its request met (the
 * runner decides: retry on 429, 5xx and network failures, else failed with the server's message).
 */
export type ItemOutcome =
  | Exclude<ItemResult, { status: 'cancelled' | 'unknown' }>
  /**
   * `notSent`: the item's request never left (the rest of a chunk after a refusal, or a request
   * the runner had stopped before it went out), so the error cannot have been delivered with it.
   */
  | { status: 'error'; error: unknown; notSent?: boolean };

export type JobStatus =
  /** Waiting its turn (one job runs at a time), or resumed after a reload. */
  | 'queued'
  | 'running'
  /** Asked to pause: the request in flight finishes first. */
  | 'pausing'
  | 'paused'
  /** Asked to cancel: the request in flight finishes first. */
  | 'cancelling'
  | 'cancelled'
  | 'done';

/** The chunk being sent, as persisted before each request. Indices are positions in the job's items. */
export interface InFlight {
  chunk: number;
  /** Items of the chunk without a final result yet. */
  pending: number[];
  /**
   * Items an earlier request may have delivered without an answer reaching us: the page closed
   * while it was in flight, the network failed, it timed out, or the service answered 5xx.
   */
  uncertain: number[];
  /** Requests made for this chunk so far. */
  attempt: number;
}

export interface JobMeta<Params = unknown> {
  id: string;
  kind: string;
  /** Shown in job lists, e.g. "Import 1,000 members". */
  title: string;
  /** The API base URL the job sends to; it never runs against another connection. */
  connection: string;
  /** The operation's fixed arguments (community id, badge id, tag ids). */
  params: Params;
  createdAt: number;
  updatedAt: number;
  finishedAt: number | null;
  itemCount: number;
  /** Fixed when the job is created, so a resumed job cuts its chunks as before. */
  chunkSize: number;
  status: JobStatus;
  /** The first chunk not finished. */
  nextChunk: number;
  inFlight: InFlight | null;
  /** A backoff wait in progress. */
  wait: { until: number; message: string } | null;
  /** The last error met, in words (kept while retrying). */
  lastError: string | null;
  /**
   * When the job last started running and how many items had results then: the pace since,
   * for the time left. Absent in records written before it existed.
   */
  runStart?: { at: number; processed: number } | null;
  counts: Record<ItemResultStatus, number>;
}

/** A job in memory: its record, items and results (null until the item has one). */
export interface Job<Item = unknown, Params = unknown> extends JobMeta<Params> {
  items: readonly Item[];
  results: readonly (ItemResult | null)[];
}

/** What a page passes to start a job. */
export interface NewJob<Item, Params> {
  kind: string;
  title: string;
  params: Params;
  items: readonly Item[];
}

export interface RunContext<Params> {
  params: Params;
  /** Aborted when the request times out or the runner stops (page closed). */
  signal: AbortSignal;
  /** 1 for the first request of this chunk, more on retries. */
  attempt: number;
  /** Per item of `chunk`: an earlier request may have delivered it (see `InFlight.uncertain`). */
  uncertain: readonly boolean[];
}

export interface JobKind<Item = unknown, Params = unknown> {
  kind: string;
  /** Items per request (or per group of requests, for operations that take one item). */
  chunkSize: number;
  /** Sends the chunk; one outcome per item, in order. Throwing applies the error to every item. */
  run: (chunk: readonly Item[], context: RunContext<Params>) => Promise<ItemOutcome[]>;
  /**
   * Settles items an earlier request may have delivered, before anything is resent, by reading
   * the service: a result for each item the service already holds (done, "confirmed by reading
   * back"), undefined for those the read shows absent (they are sent again). Throwing (the read
   * failed) leaves them uncertain: the runner reads again after a wait, and after `maxAttempts`
   * records them as `unknown`. Every kind whose operation has a read should have one.
   */
  reconcile?: (chunk: readonly Item[], context: RunContext<Params>) => Promise<(ItemResult | undefined)[]>;
  /**
   * True when sending an item twice is harmless because the service answers a repeat without
   * acting on it again (setting a badge's image to the same art). Used only by kinds without
   * `reconcile`: a kind that can read the service reads before it sends again.
   */
  resendIsSafe?: boolean;
  /**
   * Recognises the error that says "this item is already in place" (a badge already awarded to the
   * wallet). For an item an earlier request may have delivered, it means that request went
   * through: the item is done; otherwise it is skipped with the server's message.
   */
  alreadyDone?: (error: unknown, item: Item) => boolean;
  /** The item in words (e.g. the wallet): the results CSV's `item` column without `resultColumns`. */
  describe: (item: Item) => string;
  /** The item's own columns in the results CSV (e.g. the file's line and the wallet). */
  resultColumns?: readonly ItemColumn<Item>[];
  /** What the items are, in the plural ("wallets"); "items" by default. */
  unit?: string;
  /** Words for the results, where the kind's own read better ("added" for a done member import). */
  resultLabels?: Partial<Record<ItemResultStatus, string>>;
  /**
   * One item's result in words, where the status alone says too little (a line skipped as
   * "invalid" or "over the claim limit"); undefined falls back to `resultLabels`.
   */
  describeResult?: (item: Item, result: ItemResult) => string | undefined;
  /**
   * What the job changes, refreshed through the resources' cache writers after its chunks and when
   * it stops (see use-job-refresh.ts): the lists, counts and boards its writes make stale.
   */
  refresh?: (queryClient: QueryClient, params: Params) => void;
}

/** One of an item's own columns in a results CSV. */
export interface ItemColumn<Item> {
  header: string;
  value: (item: Item) => string | number | boolean | null | undefined;
}
