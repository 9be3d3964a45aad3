import { addressKey, isAddress } from './address';
import { badRequest, notFound } from './errors';
import type { Store } from './store';
import type { StoredBadge, StoredMember } from './stored';
import type { Community, Tag, TagRef } from './types';
import { isRecord, listForMessage } from './validate';

/** Finders shared by the operation modules; a record of another community is "not found". */

export function requireCommunity(store: Store, communityId: string): Community {
  const community = store.data.communities.find((c) => c.id === communityId);
  if (!community) throw notFound(`Community ${communityId}`);
  return community;
}

export function findMemberByWallet(
  store: Store,
  communityId: string,
  wallet: string,
): StoredMember | undefined {
  const key = addressKey(wallet);
  return store.data.members.find((m) => m.wallet === key && m.communityId === communityId);
}

/** `idOrAddress` is a member id or a wallet address (any case), as in the member routes. */
export function findMember(store: Store, communityId: string, idOrAddress: string): StoredMember | undefined {
  if (isAddress(idOrAddress)) return findMemberByWallet(store, communityId, idOrAddress);
  return store.data.members.find((m) => m.id === idOrAddress && m.communityId === communityId);
}

export function requireMember(store: Store, communityId: string, idOrAddress: string): StoredMember {
  requireCommunity(store, communityId);
  const member = findMember(store, communityId, idOrAddress);
  if (!member) throw notFound(`Member ${idOrAddress}`);
  return member;
}

export function requireBadge(store: Store, communityId: string, badgeId: string): StoredBadge {
  requireCommunity(store, communityId);
  const badge = store.data.badges.find((b) => b.id === badgeId && b.communityId === communityId);
  if (!badge) throw notFound(`Badge ${badgeId}`);
  return badge;
}

export function requireTag(store: Store, communityId: string, tagId: string): Tag {
  requireCommunity(store, communityId);
  const tag = store.data.tags.find((t) => t.id === tagId && t.communityId === communityId);
  if (!tag) throw notFound(`Tag ${tagId}`);
  return tag;
}

/**
 * Resolves tag references (ids, or `{id, name}` objects as in badge bodies) to the community's tags.
 * Unknown ids are listed in one message so the user can fix them all at once.
 */
export function resolveTags(store: Store, communityId: string, value: unknown, field: string): Tag[] {
  if (!Array.isArray(value)) throw badRequest(`${field} must be an array`, field);
  const ids = new Set<string>();
  for (const item of value) {
    const id = typeof item === 'string' ? item : isRecord(item) ? item.id : undefined;
    if (typeof id !== 'string' || id === '') {
      throw badRequest(`each value in ${field} must be a tag id or an object with an id`, field);
    }
    ids.add(id);
  }
  const tags: Tag[] = [];
  const unknown: string[] = [];
  for (const id of ids) {
    const tag = store.data.tags.find((t) => t.id === id && t.communityId === communityId);
    if (tag) tags.push(tag);
    else unknown.push(id);
  }
  if (unknown.length > 0)
    throw badRequest(`${field} contains unknown tag ids: ${listForMessage(unknown)}`, field);
  return tags;
}

export function toTagRef(tag: Tag): TagRef {
  return { id: tag.id, name: tag.name };
}

/** Ordering helper: newest first by a timestamp, later insertions first on ties. */
export function newestFirst<T>(items: readonly T[], at: (item: T) => string): T[] {
  // Every list request sorts its whole list (100,000 members in the large preset), so each
  // timestamp is read once, and a list already in order (stored arrays mostly grow in time order:
  // reversed, they are newest first) is returned after one pass instead of sorted.
  const reversed = [...items].reverse();
  const keys = reversed.map(at);
  let ordered = true;
  for (let i = 1; i < keys.length && ordered; i++) ordered = (keys[i - 1] ?? '') >= (keys[i] ?? '');
  if (ordered) return reversed;
  const order = keys.map((_, i) => i);
  order.sort((a, b) => {
    const x = keys[a] ?? '';
    const y = keys[b] ?? '';
    return x < y ? 1 : x > y ? -1 : a - b;
  });
  return order.map((i) => reversed[i] as T);
}
