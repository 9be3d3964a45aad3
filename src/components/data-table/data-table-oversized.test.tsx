import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

describe('a list page given more records than it asked for', () => {
  it('shows the page it asked for and says the service sent more', async () => {
    const community = sandbox.runtime.store.data.communities[0];
    if (!community) throw new Error('The demo seed has no community');
    const results = Array.from({ length: 3000 }, (_, i) => ({
      id: `t${String(i)}`,
      name: `tag-${String(i)}`,
    }));
    sandbox.server.use(
      http.get('*/sandbox-api/v1/community/:id/tag', () =>
        HttpResponse.json({ total: results.length, perPage: results.length, page: 1, results }),
      ),
    );
    renderRoute(`/communities/${community.id}/tags`);
    expect(
      await screen.findByText(
        /^The service sent more than (\d+) records for a page of \1; only the first \1 are shown\.$/,
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Tags' });
    const rows = within(table).getAllByRole('row').length - 1;
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThanOrEqual(100);
  });
});
