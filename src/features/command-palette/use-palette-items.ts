import { useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { badgeKeys, badgesQuery } from '../../api/resources/badges';
import { communityKeys, communitySwitcherQuery } from '../../api/resources/communities';
import { experienceKeys, experiencesQuery } from '../../api/resources/experiences';
import { inCommunity } from '../../api/resources/keys';
import { memberKeys, memberQuery } from '../../api/resources/members';
import { tagChoicesQuery, tagKeys } from '../../api/resources/tags';
import { webhookKeys, webhooksQuery } from '../../api/resources/webhooks';
import type { Badge, Community, Experience, Member, Tag, Webhook } from '../../api/types';
import { useSettledValue } from '../../hooks/use-settled-value';
import { readMemberRef } from '../../lib/member-ref';
import type { PaletteItem } from './palette-item';
import {
  badgeItems,
  communityItems,
  experienceItems,
  memberItems,
  tagItems,
  webhookItems,
} from './palette-items';

/** How long typing must pause before the service is asked. */
const SEARCH_DELAY_MS = 250;

/**
 * The records of one kind the palette looks through. Every keystroke ranks them all on the page's
 * thread; a whole list cached elsewhere (the overview's thousand badges, a long answer) would make
 * each keystroke a long task, for entries of which only the best few are listed.
 */
export const PALETTE_RECORDS_PER_KIND = 500;

/**
 * The records of the cached lists under `key`, whether a list is a page or a plain array, up to
 * PALETTE_RECORDS_PER_KIND.
 */
function cached<T>(queryClient: QueryClient, key: QueryKey): T[] {
  const records: T[] = [];
  for (const [, data] of queryClient.getQueriesData<{ results: T[] } | T[]>({ queryKey: key })) {
    const list = Array.isArray(data) ? data : (data?.results ?? []);
    for (const record of list) {
      if (records.length >= PALETTE_RECORDS_PER_KIND) return records;
      records.push(record);
    }
  }
  return records;
}

const first100 = { page: 1, perPage: 100 };

/** How old a cached list the palette looks in may be before it is read again (the switcher's). */
const PALETTE_STALE_MS = 5 * 60_000;

/**
 * Each cached record's entries, made once per record object and community: the cache keeps a
 * record's object while it is unchanged, and building the entries of every cached record again on
 * each keystroke (a badge's four actions, their paths) was most of a keystroke's work.
 */
const entriesOfRecord = new WeakMap<object, { communityId: string | undefined; entries: PaletteItem[] }>();

function entriesOf<T extends object>(
  communityId: string | undefined,
  records: readonly T[],
  build: (records: readonly T[]) => PaletteItem[],
): PaletteItem[] {
  return records.flatMap((record) => {
    const made = entriesOfRecord.get(record);
    if (made && made.communityId === communityId) return made.entries;
    const entries = build([record]);
    entriesOfRecord.set(record, { communityId, entries });
    return entries;
  });
}

/**
 * The records the palette can jump to: at once from what the cache holds (lists already read on
 * any page), then, once typing pauses, from the service. The service has no search by name, so it
 * reads the first page of each list (once: they are cached); a wallet or member id typed is looked
 * up as such. A look-up superseded by further typing is aborted (the query loses its last observer
 * and TanStack Query aborts its signal).
 */
export function usePaletteItems(communityId: string | undefined, typed: string) {
  const queryClient = useQueryClient();
  const term = useSettledValue(typed.trim(), SEARCH_DELAY_MS);
  const asking = term !== '';
  const ref = readMemberRef(term);
  const lookUp = communityId !== undefined && ref.kind !== 'invalid' ? ref.value : undefined;
  const c = communityId ?? '';
  const scoped = asking && communityId !== undefined;
  // Separate useQuery calls, not useQueries: useQuery is on the first route already, and
  // useQueries would pull a shared chunk of TanStack Query onto it. A list cached in the last few
  // minutes is used as it is (PALETTE_STALE_MS): the page under the palette may show the same list
  // (the overview's timeline reads the first 100 experiences), and reading it again for a name to
  // jump to would redraw that page while the user types.
  const communities = useQuery({ ...communitySwitcherQuery(), enabled: asking, staleTime: PALETTE_STALE_MS });
  const webhooks = useQuery({ ...webhooksQuery(), enabled: asking, staleTime: PALETTE_STALE_MS });
  const badges = useQuery({ ...badgesQuery(c, first100), enabled: scoped, staleTime: PALETTE_STALE_MS });
  const tags = useQuery({ ...tagChoicesQuery(c), enabled: scoped, staleTime: PALETTE_STALE_MS });
  const experiences = useQuery({
    ...experiencesQuery(c, first100),
    enabled: scoped,
    staleTime: PALETTE_STALE_MS,
  });
  const member = useQuery({ ...memberQuery(c, lookUp ?? ''), enabled: lookUp !== undefined });
  const searching =
    [communities, webhooks, badges, tags, experiences, member].some((r) => r.isFetching) ||
    term !== typed.trim();
  const lookedUp: Member | undefined = lookUp !== undefined ? member.data : undefined;

  // Before anything is typed the palette lists its actions, pages and recent entries, not records.
  if (typed.trim() === '') return { items: [], searching, term, notFound: false };
  const items: PaletteItem[] = [
    ...(lookedUp && communityId ? memberItems(communityId, [lookedUp]) : []),
    ...entriesOf(undefined, cached<Community>(queryClient, communityKeys.lists()), communityItems),
    ...entriesOf(undefined, cached<Webhook>(queryClient, webhookKeys.list()), webhookItems),
  ];
  if (communityId) {
    items.push(
      ...entriesOf(c, cached<Badge>(queryClient, badgeKeys.lists(c)), (r) => badgeItems(c, r)),
      ...entriesOf(c, cached<Tag>(queryClient, tagKeys.lists(c)), (r) => tagItems(c, r)),
      ...entriesOf(c, cached<Experience>(queryClient, experienceKeys.lists(c)), (r) => experienceItems(c, r)),
      ...entriesOf(c, cached<Member>(queryClient, memberKeys.lists(c)), (r) => memberItems(c, r)),
    );
    // A member read on its own page is in the cache too.
    const details = queryClient
      .getQueriesData<Member>({ queryKey: inCommunity(memberKeys.detail(communityId, '')) })
      .flatMap(([, m]) => (m ? [m] : []));
    items.push(...memberItems(communityId, details));
  }
  return { items, searching, term, notFound: lookUp !== undefined && member.isError };
}
