import type { Store } from './store';
import type { StoredMember } from './stored';
import type { Tag } from './types';

/** Tag assignment in one place so `memberCount` always matches the members holding the tag. */

export function tagMember(member: StoredMember, tags: readonly Tag[]): boolean {
  let changed = false;
  for (const tag of tags) {
    if (member.tagIds.includes(tag.id)) continue;
    member.tagIds.push(tag.id);
    tag.memberCount += 1;
    changed = true;
  }
  return changed;
}

export function untagMember(member: StoredMember, tag: Tag): boolean {
  const index = member.tagIds.indexOf(tag.id);
  if (index === -1) return false;
  member.tagIds.splice(index, 1);
  tag.memberCount = Math.max(0, tag.memberCount - 1);
  return true;
}

/** Recounts every tag of a community; used after bulk changes and by the seed. */
export function recountTags(store: Store, communityId: string): void {
  const counts = new Map<string, number>();
  for (const member of store.data.members) {
    if (member.communityId !== communityId) continue;
    for (const id of member.tagIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  for (const tag of store.data.tags) {
    if (tag.communityId === communityId) tag.memberCount = counts.get(tag.id) ?? 0;
  }
}
