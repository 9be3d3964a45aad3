import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listMemberTokens } from '../../sandbox/domain/tokens';
import type { Token } from '../../sandbox/domain/types';
import { renderRoute } from '../../testing/render-route';
import { sortedList } from '../../testing/sorted-list';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

/** A member's tokens in the service's order (most recently acquired first). */
const serviceOrder = (communityId: string, memberId: string): Token[] =>
  listMemberTokens(sandbox.runtime.store, { communityId, idOrAddress: memberId, page: 1, perPage: 1000 })
    .results;

/** The member of the first community with the most tokens, or the fewest (at least 3). */
function memberWith(most: boolean) {
  const communityId = sandbox.runtime.store.data.communities[0]!.id;
  const counted = sandbox.runtime.store.data.members
    .filter((m) => m.communityId === communityId)
    .map((m) => ({ communityId, memberId: m.id, tokens: serviceOrder(communityId, m.id) }))
    .filter((m) => m.tokens.length >= 3)
    .sort((a, b) => a.tokens.length - b.tokens.length);
  return most ? counted.at(-1)! : counted[0]!;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
/** Ids in the order `compare` gives, ties in the service's order. */
const sortedIds = (tokens: Token[], compare: (a: Token, b: Token) => number) =>
  tokens
    .map((t, i) => ({ t, i }))
    .sort((x, y) => compare(x.t, y.t) || x.i - y.i)
    .map(({ t }) => t.tokenId);

/** The token list's rows by their token id (the rows link nowhere), in the table's order. */
function tokenIds(): string[] {
  const table = screen.getByRole('table', { name: 'Tokens' });
  const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
  const column = headers.findIndex((text) => text.includes('Token ID'));
  return [...table.querySelectorAll('tbody tr')].map(
    (row) => row.querySelectorAll('td')[column]?.textContent ?? '',
  );
}

describe("a member's tokens, sorted", () => {
  it('sorts tokens that fit on their page by token id in memory, numbers as numbers', async () => {
    const { communityId, memberId, tokens } = memberWith(false);
    expect(tokens.length).toBeLessThanOrEqual(10);
    const list = sortedList('Tokens', `/community/${communityId}/member/${memberId}/tokens`);
    const seen = recordRequests(sandbox);
    const view = renderRoute(`/communities/${communityId}/members/${memberId}`);
    await waitFor(() => expect(tokenIds()).toHaveLength(tokens.length));

    await view.user.click(within(list.header(/Token ID/)).getByRole('button', { name: /Token ID/ }));
    await waitFor(() => expect(list.header(/Token ID/)).toHaveAttribute('aria-sort', 'ascending'));
    const expected = sortedIds(tokens, (a, b) => collator.compare(a.tokenId, b.tokenId));
    expect(expected).not.toEqual(tokens.map((t) => t.tokenId));
    await waitFor(() => expect(tokenIds()).toEqual(expected));
    expect(view.router.state.location.search).toBe('?sort=tokenId');
    expect(list.wholeReads(seen)).toHaveLength(0);
  });

  it('reads a longer list whole, sorts it by collection, and serves its pages from that order', async () => {
    const { communityId, memberId, tokens } = memberWith(true);
    expect(tokens.length).toBeGreaterThan(10);
    const list = sortedList('Tokens', `/community/${communityId}/member/${memberId}/tokens`);
    const seen = recordRequests(sandbox);
    const view = renderRoute(`/communities/${communityId}/members/${memberId}`);
    await waitFor(() => expect(tokenIds()).toHaveLength(10));

    await view.user.click(within(list.header(/Collection/)).getByRole('button', { name: /Collection/ }));
    expect(await screen.findByText(/Sorted from the whole list of/)).toBeInTheDocument();
    expect(list.header(/Collection/)).toHaveAttribute('aria-sort', 'ascending');
    const expected = sortedIds(tokens, (a, b) => collator.compare(a.collectionName, b.collectionName));
    expect(expected).not.toEqual(tokens.map((t) => t.tokenId));
    await waitFor(() => expect(tokenIds()).toEqual(expected.slice(0, 10)));
    expect(list.wholeReads(seen)).toHaveLength(1);
    expect(list.sentNoSort(seen)).toBe(true);

    const before = seen.length;
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled());
    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?page=2&sort=collection'));
    await waitFor(() => expect(tokenIds()).toEqual(expected.slice(10, 20)));
    expect(list.reads(seen.slice(before))).toEqual([]);
  });
});
