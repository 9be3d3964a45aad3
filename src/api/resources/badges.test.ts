import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Badge } from '../types';
import { badgeCache, wholeBadgesRead } from './badges';

describe('badgeCache.saved', () => {
  it("passes a sort's whole read by (it holds items, not a page) and marks it to read again", () => {
    const client = new QueryClient();
    const whole = wholeBadgesRead('c1', undefined);
    const items: Badge[] = [{ id: 'b1', title: 'Old' }];
    client.setQueryData(whole.queryKey, { items, total: 1, incomplete: undefined });
    expect(() => badgeCache.saved(client, 'c1', { id: 'b1', title: 'New' })).not.toThrow();
    expect(client.getQueryData(whole.queryKey)).toEqual({ items, total: 1, incomplete: undefined });
    expect(client.getQueryState(whole.queryKey)?.isInvalidated).toBe(true);
  });
});
