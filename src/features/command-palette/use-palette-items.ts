import { useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { badgeKeys, badgesQuery } from '../../api/resources/badges';
import { communityKeys, communitySwitcherQuery } from '../../api/resources/communities';
import { experienceKeys, experiencesQuery } from '../../api/resources/experiences';
import { inCommunity } from '../../api/resources/keys';
import { memberKeys, memberQuery } from '../../api/resources/members';
import { tagChoicesQuery, tagKeys } from '../../api/resources/tags';
import { webhookKeys, webhooksQuery } from '../../api/resources/webhooks';
import type { Member } from '../../api/types';
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
  // useQueries would pull a shared chunk of TanStack Query onto it.
  const communities = useQuery({ ...communitySwitcherQuery(), enabled: asking });
  const webhooks = useQuery({ ...webhooksQuery(), enabled: asking });
  const badges = useQuery({ ...badgesQuery(c, first100), enabled: scoped });
  const tags = useQuery({ ...tagChoicesQuery(c), enabled: scoped });
  const experiences = useQuery({ ...experiencesQuery(c, first100), enabled: scoped });
  const member = useQuery({ ...memberQuery(c, lookUp ?? ''), enabled: lookUp !== undefined });
  const searching =
    [communities, webhooks, badges, tags, experiences, member].some((r) => r.isFetching) ||
    term !== typed.trim();
  const lookedUp: Member | undefined = lookUp !== undefined ? member.data : undefined;

  const items: PaletteItem[] = [
    ...(lookedUp && communityId ? memberItems(communityId, [lookedUp]) : []),
    ...communityItems(cached(queryClient, communityKeys.lists())),
    ...webhookItems(cached(queryClient, webhookKeys.list())),
  ];
  if (communityId) {
    items.push(
      ...badgeItems(communityId, cached(queryClient, badgeKeys.lists(communityId))),
      ...tagItems(communityId, cached(queryClient, tagKeys.lists(communityId))),
      ...experienceItems(communityId, cached(queryClient, experienceKeys.lists(communityId))),
      ...memberItems(communityId, cached(queryClient, memberKeys.lists(communityId))),
    );
    // A member read on its own page is in the cache too.
    const details = queryClient
      .getQueriesData<Member>({ queryKey: inCommunity(memberKeys.detail(communityId, '')) })
      .flatMap(([, m]) => (m ? [m] : []));
    items.push(...memberItems(communityId, details));
  }
  return { items, searching, term, notFound: lookUp !== undefined && member.isError };
}
