// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyConnection } from './client';
import { ApiError } from './errors';
import { deleteBadgeReward, removeTagMember } from './generated/sdk.gen';

const fetchSpy = vi.fn<(request: Request) => Promise<Response>>(() =>
  Promise.resolve(new Response(null, { status: 204 })),
);

beforeEach(() => {
  applyConnection({ mode: 'live', baseUrl: 'https://api.example.test/v1', apiKey: 'key' });
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

describe('path ids', () => {
  it.each(['..', '.', '%2e%2e', '%2E%2e', '%2e', '.%2E', '%252e%252e'])(
    'refuses %j as a path id before any request is sent',
    async (memberId) => {
      const { error } = await removeTagMember({ path: { id: 'c1', tagId: 'T', memberId } });
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 0,
        kind: 'validation',
        message: expect.stringContaining('memberId') as string,
      });
      expect((error as ApiError).message).toMatch(/not a valid id/);
      expect(fetchSpy).not.toHaveBeenCalled();
    },
  );

  it('sends ids that only contain dots among other characters', async () => {
    await deleteBadgeReward({ path: { id: 'c1', badgeId: 'b.1', rewardId: '..r' } });
    expect(fetchSpy).toHaveBeenCalledOnce();
    expect(fetchSpy.mock.calls[0]?.[0].url).toBe(
      'https://api.example.test/v1/community/c1/badge/b.1/reward/..r',
    );
  });
});
