import { createBadge } from '../sandbox/domain/badges';
import { addTagMembers, createTag } from '../sandbox/domain/tags';
import type { Badge } from '../sandbox/domain/types';
import type { createTestSandbox } from '../sandbox/node';
import { DAY, IMG } from '../sandbox/seed/gen';

type Sandbox = ReturnType<typeof createTestSandbox>;

/**
 * Data a test needs, made for it (not searched for in the seed): an approved badge whose go-live
 * checks all pass (claims end 30 days after the tests' "now", art on the CDN, max claims set).
 * "Now" is the clock the sandbox checks against: the seed's reference date where a test fakes the
 * date, the real one elsewhere (30 days after the reference date is in the past once that has gone by).
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
      claimEndDate: new Date(Date.now() + 30 * DAY).toISOString(),
      maxClaims: 100,
      tags: [],
      author: { name: 'Test', uri: 'https://example.com' },
      ...overrides,
    },
  });
}

/**
 * The demo seed's largest community (Nouns Builders Guild) as route tests read it: its id, its
 * members, the members carrying a tag, and a tag made for the test. Read lazily: each test has a
 * fresh store.
 */
export function nounsBuilders(sandbox: Sandbox) {
  const store = () => sandbox.runtime.store;
  const id = (): string => {
    const community = store().data.communities.find((c) => c.shortName === 'nouns-builders');
    if (!community) throw new Error('the demo seed has no nouns-builders community');
    return community.id;
  };
  const members = () => store().data.members.filter((m) => m.communityId === id());
  return {
    id,
    members,
    carriers: (tagId: string) => members().filter((m) => m.tagIds.includes(tagId)),
    /** A tag made for the test, carried by the first `count` members of the community. */
    arrangeTag: (name: string, count: number) => {
      const tag = createTag(store(), { communityId: id(), body: { name } });
      const carried = members().slice(0, count);
      if (carried.length > 0)
        addTagMembers(store(), {
          communityId: id(),
          tagId: tag.id,
          body: { members: carried.map((m) => m.id) },
        });
      return { tag, members: carried };
    },
  };
}
