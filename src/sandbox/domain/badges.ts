import { parseBadgeCreate, parseBadgeUpdate } from './badge-input';
import { badRequest } from './errors';
import { newestFirst, requireBadge, requireCommunity } from './lookup';
import { paginateWith, type Page, type PageQuery } from './paging';
import type { Store } from './store';
import type { StoredBadge } from './stored';
import { BADGE_STATUSES, type Badge, type BadgeStatus } from './types';
import { isMissing, readEnum } from './validate';
import { toPublicBadge } from './views';

export interface BadgeRefArgs {
  communityId: string;
  badgeId: string;
}

export function listBadges(
  store: Store,
  args: { communityId: string; status?: unknown } & PageQuery,
): Page<Badge> {
  requireCommunity(store, args.communityId);
  const status =
    isMissing(args.status) || args.status === '' ? null : readEnum(args.status, 'status', BADGE_STATUSES);
  const badges = store.data.badges.filter(
    (b) => b.communityId === args.communityId && (status === null || b.status === status),
  );
  return paginateWith(
    newestFirst(badges, (b) => b.createdAt),
    args,
    (b) => toPublicBadge(store, b),
  );
}

/** The partner-wide catalogue (`GET /badges`): live badges are the publicly visible ones. */
export function listAllBadges(store: Store, query: PageQuery = {}): Page<Badge> {
  const live = store.data.badges.filter((b) => b.status === 'live');
  return paginateWith(
    newestFirst(live, (b) => b.createdAt),
    query,
    (b) => toPublicBadge(store, b),
  );
}

export function createBadge(store: Store, args: { communityId: string; body: unknown }): Badge {
  requireCommunity(store, args.communityId);
  const fields = parseBadgeCreate(store, args.communityId, args.body);
  const now = store.now();
  const badge: StoredBadge = {
    id: store.nextId(),
    communityId: args.communityId,
    ...fields,
    // API-created badges skip review and start approved; publishing is a separate update.
    status: 'approved',
    requirements: [],
    createdAt: now,
    updatedAt: now,
  };
  store.data.badges.push(badge);
  return toPublicBadge(store, badge);
}

export function getBadge(store: Store, args: BadgeRefArgs): Badge {
  return toPublicBadge(store, requireBadge(store, args.communityId, args.badgeId));
}

/** Lifecycle through the API: approved → live, live is final (docs/api-behaviour.md, Badge lifecycle). */
function checkTransition(badge: StoredBadge, next: BadgeStatus): void {
  if (next === badge.status) return;
  if (badge.status === 'live') {
    throw badRequest(`Badge ${badge.id} is live; a live badge cannot be moved back to ${next}`, 'status');
  }
  if (next !== 'live') throw badRequest('status can only be changed to live', 'status');
  if (badge.status !== 'approved') {
    throw badRequest(`Badge ${badge.id} is ${badge.status}; only approved badges can go live`, 'status');
  }
}

function claimCount(store: Store, badgeId: string): number {
  let count = 0;
  for (const a of store.data.attributions) if (a.badgeId === badgeId) count += 1;
  return count;
}

export function updateBadge(store: Store, args: BadgeRefArgs & { body: unknown }): Badge {
  const badge = requireBadge(store, args.communityId, args.badgeId);
  const patch = parseBadgeUpdate(store, args.communityId, args.body);
  if (patch.status !== undefined) checkTransition(badge, patch.status);
  if (patch.maxClaims !== undefined) {
    const used = claimCount(store, badge.id);
    if (patch.maxClaims < used) {
      throw badRequest(
        `maxClaims cannot be lower than the ${used} attributions already created`,
        'maxClaims',
      );
    }
  }
  Object.assign(badge, patch, { updatedAt: store.now() });
  return toPublicBadge(store, badge);
}

/** Deletes the badge with everything hanging off it: rewards, attributions and claim codes. */
export function deleteBadge(store: Store, args: BadgeRefArgs): Badge {
  const badge = requireBadge(store, args.communityId, args.badgeId);
  const view = toPublicBadge(store, badge);
  const data = store.data;
  data.badges = data.badges.filter((b) => b !== badge);
  data.rewards = data.rewards.filter((r) => r.badgeId !== badge.id);
  data.attributions = data.attributions.filter((a) => a.badgeId !== badge.id);
  data.claimCodes = data.claimCodes.filter((c) => c.badgeId !== badge.id);
  return view;
}
