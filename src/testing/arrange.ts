import { createBadge } from '../sandbox/domain/badges';
import type { Badge } from '../sandbox/domain/types';
import type { createTestSandbox } from '../sandbox/node';
import { DAY, IMG, REFERENCE_DATE } from '../sandbox/seed/gen';

type Sandbox = ReturnType<typeof createTestSandbox>;

/**
 * Data a test needs, made for it (not searched for in the seed): an approved badge whose go-live
 * checks all pass (claims end 30 days after the tests' "now", art on the CDN, max claims set).
 */
export function arrangeBadge(
  sandbox: Sandbox,
  communityId: string,
  overrides: Record<string, unknown> = {},
): Badge {
  return createBadge(sandbox.runtime.store, {
    communityId,
    body: {
      title: 'Arranged Test Badge',
      description: 'Made by the test that uses it.',
      type: 'achievement',
      image: `${IMG}/${communityId}/arranged-badge.png?format=auto&size=600`,
      claimEndDate: new Date(Date.parse(REFERENCE_DATE) + 30 * DAY).toISOString(),
      maxClaims: 100,
      tags: [],
      author: { name: 'Test', uri: 'https://example.com' },
      ...overrides,
    },
  });
}
