import { describe, expect, it } from 'vitest';
import { describeWrite } from './write-target';

describe('describeWrite', () => {
  it('names a created record from the answer and links its page', () => {
    expect(
      describeWrite({
        method: 'POST',
        url: '/community/{id}/badge',
        path: { id: 'c1' },
        answer: { id: 'b9', name: 'Early bird' },
      }),
    ).toEqual({
      resource: 'badge',
      action: 'Create badge',
      target: { label: 'Early bird', href: '/communities/c1/badges/b9' },
    });
  });

  it('names an updated record as cached before, and links a deleted one to its list', () => {
    const update = describeWrite({
      method: 'PATCH',
      url: '/community/{id}/badge/{badgeId}/reward/{rewardId}',
      path: { id: 'c1', badgeId: 'b1', rewardId: 'r1' },
      before: { name: 'Hoodie' },
    });
    expect(update).toEqual({
      resource: 'reward',
      action: 'Update reward',
      target: { label: 'Hoodie', href: '/communities/c1/badges/b1/rewards/r1' },
    });
    const deleted = describeWrite({
      method: 'DELETE',
      url: '/community/{id}/tag/{tagId}',
      path: { id: 'c1', tagId: 't1' },
    });
    expect(deleted).toEqual({
      resource: 'tag',
      action: 'Delete tag',
      target: { label: 't1', href: '/communities/c1/tags' },
    });
  });

  it('says what bulk and membership writes are', () => {
    expect(
      describeWrite({
        method: 'POST',
        url: '/community/{id}/member/bulk',
        path: { id: 'c1' },
        body: { wallets: ['0x1', '0x2'] },
      }),
    ).toEqual({
      resource: 'member',
      action: 'Add members in bulk',
      target: { label: '2 wallets', href: '/communities/c1/members' },
    });
    expect(
      describeWrite({
        method: 'DELETE',
        url: '/community/{id}/tag/{tagId}/member/{memberId}',
        path: { id: 'c1', tagId: 't1', memberId: 'm1' },
      }).target.href,
    ).toBe('/communities/c1/tags/t1');
    expect(
      describeWrite({
        method: 'POST',
        url: '/community/{id}/badge/{badgeId}/attribution',
        path: { id: 'c1', badgeId: 'b1' },
      }).action,
    ).toBe('Award badge');
  });

  it('links a webhook by its own id', () => {
    expect(
      describeWrite({
        method: 'PATCH',
        url: '/webhooks/{id}',
        path: { id: 'w1' },
        before: { callbackUrl: 'https://hooks.example.org/x' },
      }).target,
    ).toEqual({ label: 'https://hooks.example.org/x', href: '/webhooks/w1' });
  });
});
