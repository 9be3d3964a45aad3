import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEMBER_TAG_COUNT_LIMIT } from '../../features/tags/member-tags';
import { createTag } from '../../sandbox/domain/tags';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

describe("a member's tags in a community with many tags", () => {
  it('counts no tag one by one: it states what the search costs and waits to be asked', async () => {
    const { store } = sandbox.runtime;
    const member = store.data.members[0]!;
    const communityId = member.communityId;
    const existing = store.data.tags.filter((t) => t.communityId === communityId).length;
    for (let i = existing; i <= MEMBER_TAG_COUNT_LIMIT; i++)
      createTag(store, { communityId, body: { name: `Many tags ${String(i)}` } });
    const tags = MEMBER_TAG_COUNT_LIMIT + 1;
    const seen = recordRequests(sandbox);

    renderRoute(`/communities/${communityId}/members/${member.id}`);
    expect(
      await screen.findByText(
        new RegExp(
          `reads at least ${String(tags)} pages, one or more for each of the community’s ${String(tags)} tags`,
        ),
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find tags' })).toBeEnabled();
    expect(seen.filter((r) => /\/tag\/[^/]+\/member$/.test(r.path))).toEqual([]);
  });
});
