import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { attributionCache } from '../../api/resources/attributions';
import { badgeCache } from '../../api/resources/badges';
import { memberCache } from '../../api/resources/members';
import type { Badge } from '../../api/types';
import { allBadgesQuery, awardColumnsQuery, memberColumnsQuery } from './api';
import { collectAwards, collectMembers } from './insights-input';

const C = 'c1';

function seeded() {
  const client = new QueryClient();
  const list = <T>(results: T[]) => ({ results, total: results.length, incomplete: undefined });
  const read = { total: 0, incomplete: undefined };
  client.setQueryData(awardColumnsQuery(C, 'b1').queryKey, { ...read, columns: collectAwards().done() });
  client.setQueryData(awardColumnsQuery(C, 'b2').queryKey, { ...read, columns: collectAwards().done() });
  client.setQueryData(memberColumnsQuery(C).queryKey, { ...read, columns: collectMembers().done() });
  client.setQueryData(allBadgesQuery(C).queryKey, list<Badge>([{ id: 'b1', title: 'Old' }]));
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { client, stale };
}

describe('what the insights read, refreshed by the resources’ cache writers', () => {
  it('an award reads that badge’s attributions and the members again', () => {
    const { client, stale } = seeded();
    attributionCache.awarded(client, C, 'b1');
    expect(stale(awardColumnsQuery(C, 'b1').queryKey)).toBe(true);
    expect(stale(awardColumnsQuery(C, 'b2').queryKey)).toBe(false);
    expect(stale(memberColumnsQuery(C).queryKey)).toBe(true);
  });

  it('an import reads the members again', () => {
    const { client, stale } = seeded();
    memberCache.addedMany(client, C);
    expect(stale(memberColumnsQuery(C).queryKey)).toBe(true);
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
