import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

const tagName = (i: number) => `tag-${String(i).padStart(4, '0')}`;

function communityId(): string {
  const community = sandbox.runtime.store.data.communities[0];
  if (!community) throw new Error('The demo seed has no community');
  return community.id;
}

/** A service that answers every tag list with all of its 2,000 tags, whatever page size was asked. */
function answerEveryTag() {
  const results = Array.from({ length: 2000 }, (_, i) => ({ id: `t${String(i)}`, name: tagName(i) }));
  sandbox.server.use(
    http.get('*/sandbox-api/v1/community/:id/tag', () =>
      HttpResponse.json({ total: results.length, perPage: results.length, page: 1, results }),
    ),
  );
}

describe('the gating tags of the new badge form', () => {
  it('are a searchable list with a capped number of choices, not one checkbox per tag', async () => {
    answerEveryTag();
    const view = renderRoute(`/communities/${communityId()}/badges/new`);
    const group = await screen.findByRole('group', { name: 'Gating tags' });
    const filter = await within(group).findByRole('searchbox', { name: 'Filter tags' });
    expect(within(group).getAllByRole('checkbox').length).toBeLessThanOrEqual(50);
    expect(within(group).getByText(/Showing 50 of 100 tags/)).toBeInTheDocument();

    await view.user.type(filter, 'tag-0042');
    expect(within(group).getAllByRole('checkbox')).toHaveLength(1);
    await view.user.click(within(group).getByRole('checkbox', { name: 'tag-0042' }));

    // The choice stays chosen, and in view, once the filter no longer matches it.
    await view.user.clear(filter);
    await view.user.type(filter, 'tag-0007');
    expect(within(group).getByRole('checkbox', { name: 'tag-0042' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'tag-0007' })).not.toBeChecked();
    expect(within(group).getByText(/1 chosen/)).toBeInTheDocument();
  });
});
