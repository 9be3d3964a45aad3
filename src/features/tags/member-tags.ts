import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { describeIncompleteRead, MAX_PAGE_SIZE } from '../../api/fetch-all-pages';
import { fetchAllTagMembers, tagKeys } from '../../api/resources/tags';
import type { Tag } from '../../api/types';

/*
 * The member record carries no tags, and no operation lists a member's tags. What the service
 * offers is each tag's member list, so a member's tags are found by reading the lists of the tags
 * that have members and looking for the member in each.
 */

/** A tag with its member count (the `total` of its member list), when it was counted. */
export interface CountedTag {
  tag: Tag;
  /** Undefined when the tag was not counted (MEMBER_TAG_COUNT_LIMIT): its list is read to know. */
  members?: number;
}

/** Reads up to this many pages without asking; a bigger search waits for the user. */
export const MEMBER_TAG_SEARCH_BUDGET = 10;

/**
 * The tags a member's page counts the members of on its own, one request each; a community with
 * more tags is not counted (a thousand tags would be a thousand requests for one visit).
 */
export const MEMBER_TAG_COUNT_LIMIT = 50;

/** Requests needed to read the member lists of these tags, a full page at a time (one at least when not counted). */
export function memberTagSearchCost(tags: readonly CountedTag[]): number {
  return tags.reduce(
    (sum, t) => sum + (t.members === undefined ? 1 : Math.ceil(t.members / MAX_PAGE_SIZE)),
    0,
  );
}

export interface MemberTagsProgress {
  /** Tags whose member list has been read. */
  checked: number;
  /** Tags to read (those with members). */
  total: number;
}

/** The tags among `tags` whose member list holds the member. */
export function memberTagsQuery(
  communityId: string,
  memberId: string,
  tags: readonly CountedTag[],
  onProgress?: (progress: MemberTagsProgress) => void,
) {
  return queryOptions<Tag[]>({
    queryKey: tagKeys.memberTags(communityId, memberId),
    queryFn: async ({ signal }) => {
      const withMembers = tags.filter((t) => t.members !== 0);
      const found: Tag[] = [];
      onProgress?.({ checked: 0, total: withMembers.length });
      for (const [index, { tag }] of withMembers.entries()) {
        const { items, incomplete } = await fetchAllTagMembers(communityId, tag.id, { signal });
        // Part of a tag's members cannot tell that the member does not hold it.
        if (incomplete)
          throw new Error(
            `Not every member of ${tag.name} could be read: ${describeIncompleteRead(incomplete)}`,
          );
        if (items.some((m) => m.id === memberId)) found.push(tag);
        onProgress?.({ checked: index + 1, total: withMembers.length });
      }
      return found;
    },
  });
}

/** After a tag was taken off the member on their page: the found tags without it, no new search. */
export function dropMemberTag(
  queryClient: QueryClient,
  communityId: string,
  memberId: string,
  tagId: string,
) {
  queryClient.setQueryData<Tag[]>(tagKeys.memberTags(communityId, memberId), (tags) =>
    tags?.filter((t) => t.id !== tagId),
  );
}
