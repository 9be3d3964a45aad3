import {
  browserStorage,
  createConnectionScopedStore,
  storedList,
  type KeyValueStorage,
} from '../../lib/connection-scoped-store';

/**
 * Claim codes generated from this browser, kept in localStorage per connection and badge: the
 * service hands out one code per request and offers no list of them, so this is the only place a
 * batch can be printed or exported again. Only the codes and what this browser saw happen to them
 * are stored.
 */

export interface CodeUse {
  /** `redeemed`: an award with the code succeeded here; `refused`: the service refused it here. */
  outcome: 'redeemed' | 'refused';
  at: string;
  attributionId?: string;
  /** The service's words, for a refusal. */
  message?: string;
}

export interface ClaimCode {
  code: string;
  use?: CodeUse;
}

export interface CodeBatch {
  id: string;
  createdAt: string;
  /** How many codes were asked for; fewer are kept when the run stopped early. */
  requested: number;
  codes: ClaimCode[];
}

export type CodeStorage = KeyValueStorage;

const PREFIX = 'badge-console:claim-codes:';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 500) : undefined;

function field(record: object, name: string): unknown {
  return (record as Record<string, unknown>)[name];
}

function parseUse(value: unknown): CodeUse | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const outcome = field(value, 'outcome');
  const at = text(field(value, 'at'));
  if ((outcome !== 'redeemed' && outcome !== 'refused') || !at) return undefined;
  const attributionId = text(field(value, 'attributionId'));
  const message = text(field(value, 'message'));
  return { outcome, at, ...(attributionId ? { attributionId } : {}), ...(message ? { message } : {}) };
}

function parseCode(value: unknown): ClaimCode | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const code = text(field(value, 'code'));
  if (!code) return undefined;
  const use = parseUse(field(value, 'use'));
  return use ? { code, use } : { code };
}

/** Parses the stored batches, dropping whatever is not one (the value may be hand-edited). */
export function parseBatches(raw: string | null): CodeBatch[] {
  const out: CodeBatch[] = [];
  for (const item of storedList(raw)) {
    if (typeof item !== 'object' || item === null) continue;
    const id = text(field(item, 'id'));
    const createdAt = text(field(item, 'createdAt'));
    const codes = field(item, 'codes');
    if (!id || !createdAt || !Array.isArray(codes)) continue;
    const requested = field(item, 'requested');
    const list = (codes as unknown[]).map(parseCode).filter((c): c is ClaimCode => c !== undefined);
    out.push({
      id,
      createdAt,
      requested: typeof requested === 'number' ? requested : list.length,
      codes: list,
    });
  }
  return out;
}

/** The batches, per badge, under the keys they always had. */
export const claimCodeStore = createConnectionScopedStore<
  CodeBatch[],
  [communityId: string, badgeId: string]
>({
  key: (baseUrl, communityId, badgeId) => `${PREFIX}${baseUrl}|${communityId}|${badgeId}`,
  parse: parseBatches,
  empty: [],
});

export const claimCodesKey = claimCodeStore.key;

export function readBatches(key: string, storage = browserStorage()): CodeBatch[] {
  return claimCodeStore.read(key, storage);
}

function update(key: string, change: (batches: CodeBatch[]) => CodeBatch[], storage = browserStorage()) {
  claimCodeStore.update(key, change, storage);
}

/** Starts a batch (newest first), to which codes are added as the service hands them out. */
export function startBatch(key: string, batch: Omit<CodeBatch, 'codes'>, storage = browserStorage()): void {
  update(key, (batches) => [{ ...batch, codes: [] }, ...batches.filter((b) => b.id !== batch.id)], storage);
}

export function addCode(key: string, batchId: string, code: string, storage = browserStorage()): void {
  update(
    key,
    (batches) => batches.map((b) => (b.id === batchId ? { ...b, codes: [...b.codes, { code }] } : b)),
    storage,
  );
}

/** What a code shows after `use`: a redemption seen here stays, a later refusal of it adds nothing. */
function nextUse(before: CodeUse | undefined, use: CodeUse): CodeUse {
  return before?.outcome === 'redeemed' && use.outcome === 'refused' ? before : use;
}

/** Notes what happened to a code in this browser, in whichever batch holds it. */
export function noteCodeUse(key: string, code: string, use: CodeUse, storage = browserStorage()): void {
  const wanted = code.trim().toUpperCase();
  update(
    key,
    (batches) =>
      batches.map((b) => ({
        ...b,
        codes: b.codes.map((c) => (c.code.toUpperCase() === wanted ? { ...c, use: nextUse(c.use, use) } : c)),
      })),
    storage,
  );
}

export function forgetBatch(key: string, batchId: string, storage = browserStorage()): void {
  update(key, (batches) => batches.filter((b) => b.id !== batchId), storage);
}
