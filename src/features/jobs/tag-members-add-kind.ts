import { addTagMembers } from '../../api/generated/sdk.gen';
import { tagCache } from '../../api/resources/tags';
import { defineJobKind } from './job-kinds';

/**
 * Giving a tag to members already in the community (`POST /community/{id}/tag/{tagId}/member`),
 * 100 members a request: how an audience is saved as a tag. Resending is harmless (a member who
 * has the tag keeps it once), so a chunk left in flight by a reload is sent again.
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
  resendIsSafe: true,
  describe: (item) => item.wallet || item.member,
  resultColumns: [
    { header: 'member', value: (item) => item.member },
    { header: 'wallet', value: (item) => item.wallet },
  ],
  resultLabels: { done: 'tagged' },
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
