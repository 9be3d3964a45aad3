import { badRequest, conflict, notFound } from './errors';
import { newestFirst, requireCommunity, requireMember, requireTag } from './lookup';
import type { MemberRef } from './members';
import { paginateWith, type Page, type PageQuery } from './paging';
import type { Store } from './store';
import type { StoredMember } from './stored';
import { tagMember, untagMember } from './tagging';
import type { Member, Tag } from './types';
import { asBody, listForMessage, readString } from './validate';
import { toPublicMember, toPublicTag, type PublicTag } from './views';

export interface TagRefArgs {
  communityId: string;
  tagId: string;
}

const byName = (a: Tag, b: Tag): number => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

export function listTags(store: Store, args: { communityId: string } & PageQuery): Page<PublicTag> {
  requireCommunity(store, args.communityId);
  const tags = store.data.tags.filter((t) => t.communityId === args.communityId).sort(byName);
  return paginateWith(tags, args, toPublicTag);
}

export function createTag(store: Store, args: { communityId: string; body: unknown }): PublicTag {
  requireCommunity(store, args.communityId);
  const name = readString(asBody(args.body).name, 'name', 64);
  const lower = name.toLowerCase();
  const clash = store.data.tags.find(
    (t) => t.communityId === args.communityId && t.name.toLowerCase() === lower,
  );
  if (clash) throw conflict(`A tag named "${clash.name}" already exists in this community`, 'name');
  const tag: Tag = {
    id: store.nextId(),
    name,
    communityId: args.communityId,
    memberCount: 0,
    createdAt: store.now(),
  };
  store.data.tags.push(tag);
  return toPublicTag(tag);
}

export function getTag(store: Store, args: TagRefArgs): PublicTag {
  return toPublicTag(requireTag(store, args.communityId, args.tagId));
}

/** Deletes the tag and takes it off every member and badge that carried it. */
export function deleteTag(store: Store, args: TagRefArgs): PublicTag {
  const tag = requireTag(store, args.communityId, args.tagId);
  for (const member of store.data.members) {
    if (member.communityId === tag.communityId) untagMember(member, tag);
  }
  for (const badge of store.data.badges) {
    if (badge.communityId === tag.communityId) badge.tags = badge.tags.filter((t) => t.id !== tag.id);
  }
  store.data.tags = store.data.tags.filter((t) => t !== tag);
  return toPublicTag(tag);
}

export function listTagMembers(store: Store, args: TagRefArgs & PageQuery): Page<Member> {
  const tag = requireTag(store, args.communityId, args.tagId);
  const members = store.data.members.filter(
    (m) => m.communityId === tag.communityId && m.tagIds.includes(tag.id),
  );
  return paginateWith(
    newestFirst(members, (m) => m.createdAt),
    args,
    toPublicMember,
  );
}

/** Body `{members}`: member ids or wallets. Unknown ones fail the request and are all named. */
export function addTagMembers(store: Store, args: TagRefArgs & { body: unknown }): PublicTag {
  const tag = requireTag(store, args.communityId, args.tagId);
  const value = asBody(args.body).members;
  if (!Array.isArray(value)) throw badRequest('members must be an array', 'members');
  const refs: unknown[] = value;
  if (refs.length === 0) throw badRequest('members should not be empty', 'members');
  // One pass over the members instead of one search per reference (communities can be 100k strong).
  const byKey = new Map<string, StoredMember>();
  for (const m of store.data.members) {
    if (m.communityId !== tag.communityId) continue;
    byKey.set(m.id, m);
    byKey.set(m.wallet, m);
  }
  const found: StoredMember[] = [];
  const unknown: string[] = [];
  for (const ref of refs) {
    const member = typeof ref === 'string' ? (byKey.get(ref) ?? byKey.get(ref.toLowerCase())) : undefined;
    if (member) found.push(member);
    else unknown.push(String(ref));
  }
  if (unknown.length > 0)
    throw badRequest(`members contains unknown members: ${listForMessage(unknown)}`, 'members');
  const now = store.now();
  for (const member of found) if (tagMember(member, [tag])) member.updatedAt = now;
  return toPublicTag(tag);
}

export function removeTagMember(store: Store, args: TagRefArgs & { idOrAddress: string }): PublicTag {
  const tag = requireTag(store, args.communityId, args.tagId);
  const member = requireMember(store, args.communityId, args.idOrAddress);
  if (!untagMember(member, tag)) {
    throw notFound(`Member ${args.idOrAddress} in tag ${tag.id}`);
  }
  member.updatedAt = store.now();
  return toPublicTag(tag);
}

/** The tags a member carries (for the member page; not a documented endpoint). */
export function listMemberTags(store: Store, args: MemberRef): PublicTag[] {
  const member = requireMember(store, args.communityId, args.idOrAddress);
  return store.data.tags
    .filter((t) => member.tagIds.includes(t.id))
    .sort(byName)
    .map(toPublicTag);
}
