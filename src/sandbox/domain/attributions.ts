import { readAddress, toChecksumAddress } from './address';
import type { AttributionDetail, CommunityAttribution, PublicAttribution } from './attribution-types';
import { toAttributionDetail, toCommunityAttributions, toPublicAttributions } from './attribution-views';
import type { BadgeRefArgs } from './badges';
import { keptView } from './derived';
import { badRequest, notFound } from './errors';
import { findMemberByWallet, newestFirst, requireBadge } from './lookup';
import { insertMember } from './members';
import { paginate, type Page, type PageQuery } from './paging';
import { randomHex } from './random';
import type { Store } from './store';
import type { ClaimCode, StoredAttribution, StoredBadge } from './stored';
import { asBody, isMissing, readBoolean, readEnum, readMetadata, readString } from './validate';

const STATUS_FILTERS = ['earned', 'claimed'] as const;

/** A claim code generated for this badge and not used yet. */
function readClaimCode(store: Store, badge: StoredBadge, value: unknown): ClaimCode {
  const code = readString(value, 'code', 64).toUpperCase();
  const found = store.data.claimCodes.find((c) => c.code === code && c.badgeId === badge.id);
  if (!found) throw badRequest(`code ${code} is not a valid claim code for this badge`, 'code');
  if (found.attributionId !== null) throw badRequest(`code ${code} has already been used`, 'code');
  return found;
}

/** Checks the badge can take one more attribution: live, not expired, not full, wallet not yet awarded. */
function checkClaimable(store: Store, badge: StoredBadge, wallet: string | null): void {
  if (badge.status !== 'live') {
    throw badRequest(`Badge ${badge.id} is not live; attributions can only be created for live badges`);
  }
  const existing = store.data.attributions.filter((a) => a.badgeId === badge.id);
  if (wallet !== null && existing.some((a) => a.wallet === wallet)) {
    throw badRequest(`${toChecksumAddress(wallet)} has already been awarded this badge`, 'wallet');
  }
  if (Date.parse(badge.claimEndDate) <= store.nowMs()) {
    throw badRequest(`Badge ${badge.id} stopped accepting claims on ${badge.claimEndDate}`);
  }
  if (existing.length >= badge.maxClaims) {
    throw badRequest(`Badge ${badge.id} has reached its maximum of ${badge.maxClaims} claims`);
  }
}

/**
 * Body `{wallet | code, autoClaim?, metadata?}` (docs/api-behaviour.md, Attributions). A wallet that
 * is not a member yet becomes one (addMethod `claim`). A code alone creates an attribution that waits
 * for a wallet to redeem it.
 */
export function createAttribution(
  store: Store,
  args: BadgeRefArgs & { body: unknown },
): CommunityAttribution {
  const badge = requireBadge(store, args.communityId, args.badgeId);
  const body = asBody(args.body);
  const hasWallet = !isMissing(body.wallet) && body.wallet !== '';
  const hasCode = !isMissing(body.code) && body.code !== '';
  if (!hasWallet && !hasCode) throw badRequest('wallet or code must be provided', 'wallet');
  const wallet = hasWallet ? readAddress(body.wallet, 'wallet') : null;
  // Optional fields are left out, not sent as null: the contract types them as a boolean and an object.
  const autoClaim = body.autoClaim === undefined ? false : readBoolean(body.autoClaim, 'autoClaim');
  if (autoClaim && wallet === null) throw badRequest('autoClaim requires a wallet', 'autoClaim');
  const metadata = body.metadata === undefined ? {} : readMetadata(body.metadata);
  const code = hasCode ? readClaimCode(store, badge, body.code) : null;
  checkClaimable(store, badge, wallet);

  const member =
    wallet === null
      ? null
      : (findMemberByWallet(store, badge.communityId, wallet) ??
        insertMember(store, badge.communityId, wallet, 'claim'));
  const now = store.now();
  // The service airdrops an auto-claimed on-chain badge at once: simulate its mint.
  const minted = autoClaim && badge.contract !== null;
  const attribution: StoredAttribution = {
    id: store.nextId(),
    badgeId: badge.id,
    communityId: badge.communityId,
    wallet,
    memberId: member ? member.id : null,
    code: code ? code.code : null,
    earnedAt: now,
    claimedAt: autoClaim ? now : null,
    transactionHash: minted ? randomHex(() => store.random(), 32) : null,
    tokenId: minted ? String(store.data.attributions.filter((a) => a.badgeId === badge.id).length + 1) : null,
    metadata,
  };
  if (code) code.attributionId = attribution.id;
  store.data.attributions.push(attribution);
  return toCommunityAttributions(store, [attribution])[0] ?? missing(attribution.id);
}

function missing(id: string): never {
  throw notFound(`Attribution ${id}`);
}

function byStatus(list: readonly StoredAttribution[], status: unknown): readonly StoredAttribution[] {
  if (isMissing(status) || status === '') return list;
  const wanted = readEnum(status, 'status', STATUS_FILTERS);
  return list.filter((a) => (wanted === 'earned' ? a.claimedAt === null : a.claimedAt !== null));
}

/**
 * A badge's attributions newest first, kept between reads (derived.ts). The status filter comes
 * after: the order is stable, so filtering first and sorting after gave the same pages.
 */
function newestAwards(store: Store, badgeId: string): readonly StoredAttribution[] {
  const all = store.data.attributions;
  return keptView(store, all, `badge:${badgeId}`, () =>
    newestFirst(
      all.filter((a) => a.badgeId === badgeId),
      (a) => a.earnedAt,
    ),
  );
}

export interface ListAttributionsArgs extends BadgeRefArgs, PageQuery {
  /** `earned` (not claimed yet) or `claimed`. */
  status?: unknown;
}

export function listBadgeAttributions(store: Store, args: ListAttributionsArgs): Page<CommunityAttribution> {
  const badge = requireBadge(store, args.communityId, args.badgeId);
  const page = paginate(byStatus(newestAwards(store, badge.id), args.status), args);
  return { ...page, results: toCommunityAttributions(store, page.results) };
}

/** `GET /badges/{id}/attribution`: the partner view across communities (non-live badges have none). */
export function listPublicBadgeAttributions(
  store: Store,
  args: { badgeId: string; status?: unknown } & PageQuery,
): Page<PublicAttribution> {
  const badge = store.data.badges.find((b) => b.id === args.badgeId);
  if (!badge) throw notFound(`Badge ${args.badgeId}`);
  const page = paginate(byStatus(newestAwards(store, badge.id), args.status), args);
  return { ...page, results: toPublicAttributions(store, badge, page.results) };
}

export function getAttribution(
  store: Store,
  args: BadgeRefArgs & { attributionId: string },
): AttributionDetail {
  const badge = requireBadge(store, args.communityId, args.badgeId);
  const found = store.data.attributions.find((a) => a.id === args.attributionId && a.badgeId === badge.id);
  if (!found) throw notFound(`Attribution ${args.attributionId}`);
  return toAttributionDetail(badge, found);
}
