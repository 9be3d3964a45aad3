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
