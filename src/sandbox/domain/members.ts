import { addressKey, isAddress, readAddress, toChecksumAddress } from './address';
import type { CommunityAttribution } from './attribution-types';
import { toCommunityAttributions } from './attribution-views';
import { keptView } from './derived';
import { badRequest, conflict } from './errors';
import { findMemberByWallet, newestFirst, requireCommunity, requireMember, resolveTags } from './lookup';
import { paginate, paginateWith, type Page, type PageQuery } from './paging';
import type { Store } from './store';
import type { StoredMember } from './stored';
import { tagMember } from './tagging';
import type { AddMethod, Member, Tag } from './types';
import { asBody, isMissing, listForMessage } from './validate';
import { toPublicMember } from './views';

export interface MemberRef {
  communityId: string;
  /** A member id or a wallet address (any case). */
  idOrAddress: string;
}

export function listMembers(store: Store, args: { communityId: string } & PageQuery): Page<Member> {
  requireCommunity(store, args.communityId);
  const all = store.data.members;
  // Kept between reads (derived.ts): a whole read of 100,000 members sorted them for each page.
  const members = keptView(store, all, `community:${args.communityId}`, () =>
    newestFirst(
      all.filter((m) => m.communityId === args.communityId),
      (m) => m.createdAt,
    ),
  );
  return paginateWith(members, args, toPublicMember);
}

export function getMember(store: Store, args: MemberRef): Member {
  return toPublicMember(requireMember(store, args.communityId, args.idOrAddress));
}

/**
 * Creates a membership; `wallet` must already be validated and lowercase. Member ids are account
 * ids (the member routes take "an account UUID"), so a wallet already known in another community
 * keeps its id, ENS name and avatar.
 */
export function insertMember(
  store: Store,
  communityId: string,
  wallet: string,
  addMethod: AddMethod,
  tags: readonly Tag[] = [],
  /** The wallet's membership elsewhere; null when known to be new, omitted to look it up. */
  known?: StoredMember | null,
): StoredMember {
  const account =
    known === undefined ? store.data.members.find((m) => m.wallet === wallet) : (known ?? undefined);
  const now = store.now();
  const member: StoredMember = {
    id: account ? account.id : store.nextId(),
    role: 'member',
    wallet,
    ensName: account ? account.ensName : null,
    avatar: account?.avatar ? { ...account.avatar } : null,
    addMethod,
    createdAt: now,
    updatedAt: now,
    confirmedAt: null,
    communityId,
    tagIds: [],
  };
  tagMember(member, tags);
  store.data.members.push(member);
  return member;
}

function readTags(store: Store, communityId: string, value: unknown): Tag[] {
  return isMissing(value) ? [] : resolveTags(store, communityId, value, 'tags');
}

export function addMember(store: Store, args: { communityId: string; body: unknown }): Member {
  requireCommunity(store, args.communityId);
  const body = asBody(args.body);
  const wallet = readAddress(body.wallet, 'wallet');
  const tags = readTags(store, args.communityId, body.tags);
  if (findMemberByWallet(store, args.communityId, wallet)) {
    throw conflict(`${toChecksumAddress(wallet)} is already a member of this community`, 'wallet');
  }
  return toPublicMember(insertMember(store, args.communityId, wallet, 'api', tags));
}

export interface BulkAddResult {
  /** Checksummed wallets that became members. */
  added: string[];
  /** Checksummed wallets that were already members (or repeated in the request). */
  skipped: string[];
}

/**
 * Adds many wallets at once. Invalid addresses fail the whole request, listing every bad value, so
 * an import can be fixed in one pass. The tags go on every listed wallet, new or existing, because
 * that is what an import with tags is for.
 */
export function bulkAddMembers(store: Store, args: { communityId: string; body: unknown }): BulkAddResult {
  requireCommunity(store, args.communityId);
  const body = asBody(args.body);
  if (!Array.isArray(body.wallets)) throw badRequest('wallets must be an array', 'wallets');
  const raw: unknown[] = body.wallets;
  if (raw.length === 0) throw badRequest('wallets should not be empty', 'wallets');
  const wallets = raw.filter(isAddress);
  if (wallets.length !== raw.length) {
    const invalid = raw.filter((w) => !isAddress(w));
    throw badRequest(
      `wallets must be valid Ethereum addresses; invalid: ${listForMessage(invalid)}`,
      'wallets',
    );
  }
  const tags = readTags(store, args.communityId, body.tags);
  // One pass over all members: this community's (to skip) and other communities' (known accounts).
  const existing = new Map<string, StoredMember>();
  const accounts = new Map<string, StoredMember>();
  for (const m of store.data.members) {
    if (m.communityId === args.communityId) existing.set(m.wallet, m);
    else accounts.set(m.wallet, m);
  }

  const result: BulkAddResult = { added: [], skipped: [] };
  for (const wallet of wallets) {
    const key = addressKey(wallet);
    const member = existing.get(key);
    if (member) {
      if (tagMember(member, tags)) member.updatedAt = store.now();
      result.skipped.push(toChecksumAddress(key));
      continue;
    }
    const created = insertMember(store, args.communityId, key, 'bulk', tags, accounts.get(key) ?? null);
    existing.set(key, created);
    result.added.push(toChecksumAddress(key));
  }
  return result;
}

export function listMemberBadges(store: Store, args: MemberRef & PageQuery): Page<CommunityAttribution> {
  const member = requireMember(store, args.communityId, args.idOrAddress);
  const own = store.data.attributions.filter(
    (a) => a.communityId === args.communityId && a.wallet === member.wallet,
  );
  const page = paginate(
    newestFirst(own, (a) => a.earnedAt),
    args,
  );
  return { ...page, results: toCommunityAttributions(store, page.results) };
}
