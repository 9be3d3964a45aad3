import { readAddress, toChecksumAddress } from './address';
import type { AttributionCode, AttributionDetail } from './attribution-types';
import { toAttributionDetail } from './attribution-views';
import type { BadgeRefArgs } from './badges';
import { badRequest, notFound } from './errors';
import { requireBadge } from './lookup';
import { randomString } from './random';
import type { Store } from './store';
import { asBody, isMissing, readEnum, readMetadata, readString } from './validate';

const CONDITIONS = ['gt', 'lt'] as const;

export interface UpdateAttributionArgs extends BadgeRefArgs {
  /** `{wallet, metadata}`: the attribution is selected by wallet (docs/api-behaviour.md, Attributions). */
  body: unknown;
  /** Query: metadata key whose new value must compare with the stored one. */
  conditionKey?: unknown;
  /** Query: `gt` or `lt`. */
  condition?: unknown;
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

function readGuard(args: UpdateAttributionArgs): { key: string; condition: 'gt' | 'lt' } | null {
  const hasKey = !isMissing(args.conditionKey) && args.conditionKey !== '';
  const hasCondition = !isMissing(args.condition) && args.condition !== '';
  if (!hasKey && !hasCondition) return null;
  if (!hasKey) throw badRequest('conditionKey is required when condition is set', 'conditionKey');
  const key = readString(args.conditionKey, 'conditionKey', 100);
  return { key, condition: readEnum(args.condition, 'condition', CONDITIONS) };
}

/**
 * Merges `metadata` into the attribution of `wallet`. With a guard, the update is applied only when
 * the new value of `metadata[conditionKey]` is greater (gt) or lower (lt) than the stored one, e.g.
 * to keep a best score; otherwise the attribution is returned unchanged, as the service does.
 */
export function updateAttribution(store: Store, args: UpdateAttributionArgs): AttributionDetail {
  const badge = requireBadge(store, args.communityId, args.badgeId);
  const body = asBody(args.body);
  const wallet = readAddress(body.wallet, 'wallet');
  const metadata = readMetadata(body.metadata);
  const guard = readGuard(args);
  const attribution = store.data.attributions.find((a) => a.badgeId === badge.id && a.wallet === wallet);
  if (!attribution) throw notFound(`Attribution of badge ${badge.id} for ${toChecksumAddress(wallet)}`);

  if (guard) {
    const next = asNumber(metadata[guard.key]);
    if (next === null) {
      throw badRequest(
        `metadata.${guard.key} must be a number when conditionKey is set`,
        `metadata.${guard.key}`,
      );
    }
    const current = asNumber(attribution.metadata[guard.key]);
    const passes = current === null || (guard.condition === 'gt' ? next > current : next < current);
    if (!passes) return toAttributionDetail(badge, attribution);
  }
  attribution.metadata = { ...attribution.metadata, ...metadata };
  return toAttributionDetail(badge, attribution);
}

function sameValue(stored: unknown, wanted: string): boolean {
  if (typeof stored === 'string') return stored === wanted;
  if (typeof stored === 'number' || typeof stored === 'boolean') return String(stored) === wanted;
  return false;
}

/** First attribution of the badge whose `metadata[key]` equals `value` (query strings compare as text). */
export function findAttributionByMetadata(
  store: Store,
  args: BadgeRefArgs & { key?: unknown; value?: unknown },
): AttributionDetail {
  const badge = requireBadge(store, args.communityId, args.badgeId);
  const key = readString(args.key, 'key', 100);
  if (isMissing(args.value) || typeof args.value !== 'string' || args.value === '') {
    throw badRequest('value should not be empty', 'value');
  }
  const value = args.value;
  const found = store.data.attributions.find(
    (a) => a.badgeId === badge.id && sameValue(a.metadata[key], value),
  );
  if (!found) throw notFound(`Attribution with metadata ${key}=${value}`);
  return toAttributionDetail(badge, found);
}

// No 0/O or 1/I: codes are read aloud and typed from screens.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh claim code for the badge, stored so an attribution can be created with it. */
export function generateAttributionCode(store: Store, args: BadgeRefArgs): AttributionCode {
  const badge = requireBadge(store, args.communityId, args.badgeId);
  const random = (): number => store.random();
  let code = '';
  do {
    code = `${randomString(random, CODE_ALPHABET, 4)}-${randomString(random, CODE_ALPHABET, 4)}`;
  } while (store.data.claimCodes.some((c) => c.code === code));
  const createdAt = store.now();
  store.data.claimCodes.push({
    code,
    badgeId: badge.id,
    communityId: badge.communityId,
    createdAt,
    attributionId: null,
  });
  store.markChanged(); // a GET that stores a record: it must be saved like a write
  return { code, badgeId: badge.id, createdAt };
}
