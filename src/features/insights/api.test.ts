import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { attributionCache } from '../../api/resources/attributions';
import { badgeCache } from '../../api/resources/badges';
import { memberCache } from '../../api/resources/members';
import type { Badge } from '../../api/types';
import { allAttributionsQuery, allBadgesQuery, allMembersQuery } from './api';

const C = 'c1';

function seeded() {
  const client = new QueryClient();
  const list = <T>(results: T[]) => ({ results, total: results.length, incomplete: undefined });
  client.setQueryData(allAttributionsQuery(C, 'b1').queryKey, list([]));
  client.setQueryData(allAttributionsQuery(C, 'b2').queryKey, list([]));
  client.setQueryData(allMembersQuery(C).queryKey, list([]));
  client.setQueryData(allBadgesQuery(C).queryKey, list<Badge>([{ id: 'b1', title: 'Old' }]));
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { client, stale };
}

describe('what the insights read, refreshed by the resources’ cache writers', () => {
  it('an award reads that badge’s attributions and the members again', () => {
    const { client, stale } = seeded();
    attributionCache.awarded(client, C, 'b1');
    expect(stale(allAttributionsQuery(C, 'b1').queryKey)).toBe(true);
    expect(stale(allAttributionsQuery(C, 'b2').queryKey)).toBe(false);
    expect(stale(allMembersQuery(C).queryKey)).toBe(true);
  });

  it('an import reads the members again', () => {
    const { client, stale } = seeded();
    memberCache.addedMany(client, C);
    expect(stale(allMembersQuery(C).queryKey)).toBe(true);
  });

  it('a saved badge shows in the whole badge list at once, which then reads again', () => {
    const { client, stale } = seeded();
    badgeCache.saved(client, C, { id: 'b1', title: 'New', maxClaims: 10 });
    expect(client.getQueryData(allBadgesQuery(C).queryKey)?.results[0]).toMatchObject({
      title: 'New',
      maxClaims: 10,
    });
    expect(stale(allBadgesQuery(C).queryKey)).toBe(true);
  });
});
