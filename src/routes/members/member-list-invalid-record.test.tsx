import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();
const communityId = () => sandbox.runtime.store.data.communities[0]!.id;

const wallet = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
/** Three members as the service might send them: the second with its wallet as a number. */
const sent = [
  { id: 'm-first', wallet: wallet(1), role: 'member' },
  { id: 'm-broken', wallet: 12, role: 'member' },
  { id: 'm-last', wallet: wallet(3), role: 'member' },
];

/** The member list answers these three, on every page and for every page size. */
function answerWithOneBrokenRecord() {
  sandbox.server.use(
    http.get('*/sandbox-api/v1/community/:id/member', ({ request }) => {
      const perPage = Number(new URL(request.url).searchParams.get('perPage') ?? 25);
      return HttpResponse.json({ results: sent, total: sent.length, page: 1, perPage });
    }),
  );
}

describe('a member list with one record that breaks the contract', () => {
  it('shows the good members and, in the broken one’s place, which field is wrong and what was expected', async () => {
    answerWithOneBrokenRecord();
    renderRoute(`/communities/${communityId()}/members`);
    const table = await screen.findByRole('table', { name: 'Members' });
    await waitFor(() => expect(within(table).getAllByRole('link')).toHaveLength(2));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('0x0000…0001');
    expect(rows[1]).toHaveTextContent(
      'This record (id m-broken) does not match the API contract: wallet expected string, received 12.',
    );
    expect(within(rows[1]!).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('0x0000…0003');
    expect(screen.queryByText(/does not match the API contract: .*GET/)).not.toBeInTheDocument();
  });

  it('selecting every member selects the good ones and says which record was left out and why', async () => {
    answerWithOneBrokenRecord();
    const view = renderRoute(`/communities/${communityId()}/members`);
    const table = await screen.findByRole('table', { name: 'Members' });
    await waitFor(() => expect(within(table).getAllByRole('link')).toHaveLength(2));
    await view.user.click(screen.getByRole('button', { name: 'Select all 3 members' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Selected 2 members, not the whole list: 1 record does not match the API contract and was left out (id m-broken, wallet: expected string, received 12); 2 of 3 read.',
    );
  });
});
