import type { StoredMember } from '../domain/stored';
import type { Community, Tag } from '../domain/types';
import { TAGS } from './badge-catalog';
import { DAY, iso, REFERENCE_MS, type Gen } from './gen';

/** The first `count` tags of the catalogue, assigned to members by each tag's share. */
export function buildTags(
  gen: Gen,
  community: Community,
  members: readonly StoredMember[],
  count: number,
): Tag[] {
  const specs = TAGS.slice(0, count);
  // Keep the empty tag in every tagged community, for its empty state.
  const empty = TAGS[TAGS.length - 1];
  if (count > 0 && empty && !specs.includes(empty)) specs[specs.length - 1] = empty;
  const start = Date.parse(community.createdAt);
  const tags: Tag[] = specs.map((spec, i) => ({
    id: gen.id('tag', `${community.shortName}:${i}`),
    name: spec.name,
    communityId: community.id,
    memberCount: 0,
    createdAt: iso(start + Math.floor((REFERENCE_MS - start - DAY) * ((i + 1) / (specs.length + 1)))),
  }));
  for (const member of members) {
    specs.forEach((spec, i) => {
      const tag = tags[i];
      if (tag && spec.share > 0 && gen.chance(spec.share)) {
        member.tagIds.push(tag.id);
        tag.memberCount += 1;
      }
    });
  }
  return tags;
}
