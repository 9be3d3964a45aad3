import { addTagMembers } from '../../api/generated/sdk.gen';
import { fetchAllMembers } from '../../api/resources/members';
import { tagCache } from '../../api/resources/tags';
import { defineJobKind } from './job-kinds';
import { notOffered, once, readBack, wholeReadHolds } from './read-back';

/**
 * Giving a tag to members already in the community (`POST /community/{id}/tag/{tagId}/member`),
 * 100 members a request: how an audience is saved as a tag. Members whose request went unanswered
 * are read back in the tag's member list before they are sent again (`reconcile`): those holding
 * the tag are tagged, confirmed by the read. Where the service offers no read of a tag's members
 * they are sent again: a member who has the tag keeps it once, so the repeat changes nothing.
 */
export interface TagMemberItem {
  /** The member's id (the operation takes ids or wallets). */
  member: string;
  /** Shown in the results. */
  wallet: string;
}

export interface TagMembersParams {
  communityId: string;
  tagId: string;
}

export const TAG_MEMBERS_CHUNK = 100;

export const tagMembersAddKind = defineJobKind<TagMemberItem, TagMembersParams>({
  kind: 'tag-members-add',
  chunkSize: TAG_MEMBERS_CHUNK,
  reconcile: (chunk, { params, signal }) => {
    const members = once(() => fetchAllMembers(params.communityId, params.tagId, { signal }));
    return readBack(chunk, async (item) => {
      let read;
      try {
        read = await members();
      } catch (error) {
        if (notOffered(error, signal)) return false;
        throw error;
      }
      const wanted = item.member.toLowerCase();
      return wholeReadHolds(
        read,
        (m) => m.id === item.member || m.wallet?.toLowerCase() === wanted,
        'the members of the tag',
      );
    });
  },
  describe: (item) => item.wallet || item.member,
  resultColumns: [
    { header: 'member', value: (item) => item.member },
    { header: 'wallet', value: (item) => item.wallet },
  ],
  resultLabels: { done: 'tagged', unknown: 'outcome unknown' },
  unit: 'members',
  // The tag's members and count, and the tag lists.
  refresh: (queryClient, { communityId, tagId }) => tagCache.membersChanged(queryClient, communityId, tagId),
  run: async (chunk, { params, signal }) => {
    await addTagMembers({
      path: { id: params.communityId, tagId: params.tagId },
      body: { members: chunk.map((item) => item.member) },
      signal,
      throwOnError: true,
    });
    return chunk.map(() => ({ status: 'done' }));
  },
});
