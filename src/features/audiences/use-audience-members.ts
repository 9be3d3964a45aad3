import { queryOptions, useQueries } from '@tanstack/react-query';
import { useMemo, useState, useSyncExternalStore } from 'react';
import type { AllPages, AllPagesProgress, IncompleteRead } from '../../api/fetch-all-pages';
import { fetchAllMembers, memberKeys } from '../../api/resources/members';
import { fetchAllTagMembers, tagKeys } from '../../api/resources/tags';
import type { Member } from '../../api/types';
import {
  audienceTagIds,
  evaluateAudience,
  isUsableAudience,
  needsWholeCommunity,
  type Audience,
} from './audience';

/**
 * The members of an audience, read as the builder changes: every member list it needs (each tag's,
 * and the whole community's for a "does not have" rule that needs it) is read whole, with progress,
 * by the project's whole-list reader (it stops on a repeated or short page and says so), and cached
 * under that tag's member keys, so a tag already read is not read again and a write that changes a
 * tag's members (its cache writer) refreshes it. The audience page, a bulk award's source and the
 * leaderboard's filter all read an audience through it.
 */

/** One member list being read, for the progress and the notes. */
export interface AudienceSource {
  /** The tag's id, or null for the whole community. */
  tagId: string | null;
  status: 'pending' | 'error' | 'success';
  progress: AllPagesProgress | null;
  incomplete: IncompleteRead | undefined;
}

export interface AudienceMembers {
  /** Null while a list is read (or when the audience has no usable rule). */
  members: Member[] | null;
  sources: AudienceSource[];
  /** The first read that failed. */
  error: Error | null;
  /** Reads again the lists that failed. */
  retry: () => void;
  /** The time the oldest list used was read. */
  readAt: number;
}

const WHOLE = 'whole';
const COMMUNITY = '\u0000community';

/**
 * The progress of the reads under way, by community and list: a query's read outlives the component
 * that started it (another page may pick it up from the cache), so its progress is kept beside the
 * cache, not in one component's state.
 */
const progressOf = new Map<string, AllPagesProgress>();
const listeners = new Set<() => void>();
let progressVersion = 0;
const progressName = (communityId: string, name: string) => `${communityId}\u0001${name}`;
function publish(communityId: string, name: string) {
  return (p: AllPagesProgress) => {
    progressOf.set(progressName(communityId, name), p);
    progressVersion += 1;
    for (const listener of listeners) listener();
  };
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function tagMembersWhole(communityId: string, tagId: string) {
  return queryOptions<AllPages<Member>>({
    // Under the tag's member keys, so `tagCache.membersChanged` refreshes it with the tag's pages.
    queryKey: [...tagKeys.members(communityId, tagId), WHOLE],
    queryFn: ({ signal }) =>
      fetchAllTagMembers(communityId, tagId, { signal, onProgress: publish(communityId, tagId) }),
  });
}

function communityMembersWhole(communityId: string) {
  return queryOptions<AllPages<Member>>({
    // Under the member lists' key, so a write that adds members (`memberCache`) refreshes it.
    queryKey: [...memberKeys.lists(communityId), WHOLE],
    queryFn: ({ signal }) =>
      fetchAllMembers(communityId, undefined, { signal, onProgress: publish(communityId, COMMUNITY) }),
  });
}

/**
 * The same array as last render while its items are the same: the queries' results are a new
 * array on every render, and the evaluation should run again only when a list read changes.
 */
function useSameItems<T>(items: T[]): T[] {
  const [kept, setKept] = useState(items);
  const same = kept.length === items.length && kept.every((x, i) => x === items[i]);
  if (!same) setKept(items);
  return same ? kept : items;
}

export function useAudienceMembers(communityId: string, audience: Audience): AudienceMembers {
  useSyncExternalStore(subscribe, () => progressVersion);
  const usable = isUsableAudience(audience);
  const tagIds = usable ? audienceTagIds(audience) : [];
  const whole = usable && needsWholeCommunity(audience);
  const names = useSameItems([...tagIds, ...(whole ? [COMMUNITY] : [])]);
  const results = useQueries({
    queries: names.map((name) =>
      name === COMMUNITY
        ? communityMembersWhole(communityId)
        : tagMembersWhole(communityId, name),
    ),
  });

  const datas = useSameItems(results.map((r) => r.data));
  const members = useMemo(() => {
    if (!usable || datas.some((d) => d === undefined)) return null;
    const byTag = new Map<string, Member[]>();
    names.forEach((name, i) => byTag.set(name, datas[i]?.items ?? []));
    return evaluateAudience(audience, (tagId) => byTag.get(tagId) ?? [], byTag.get(COMMUNITY));
  }, [usable, audience, datas, names]);

  const sources = names.map(
    (name, i): AudienceSource => ({
      tagId: name === COMMUNITY ? null : name,
      status: results[i]?.status ?? 'pending',
      progress: progressOf.get(progressName(communityId, name)) ?? null,
      incomplete: results[i]?.data?.incomplete,
    }),
  );
  const failed = results.find((r) => r.error);
  const retry = () => {
    for (const r of results) if (r.error) void r.refetch();
  };
  const readAt = Math.min(...results.map((r) => r.dataUpdatedAt || Number.MAX_SAFE_INTEGER));
  return {
    members,
    sources,
    error: failed?.error ?? null,
    retry,
    readAt: Number.isFinite(readAt) && readAt !== Number.MAX_SAFE_INTEGER ? readAt : 0,
  };
}
