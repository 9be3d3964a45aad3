import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { arrangeBadge } from '../../testing/arrange';
import { labelsMissingFromNames } from '../../testing/label-in-name';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

afterEach(() => localStorage.clear());

function liveBadge() {
  const communityId = sandbox.runtime.store.data.communities.find(
    (c) => c.shortName === 'nouns-builders',
  )!.id;
  const badge = arrangeBadge(sandbox, communityId);
  sandbox.runtime.store.data.badges.find((b) => b.id === badge.id)!.status = 'live';
  return {
    communityId,
    badgeId: badge.id,
    codes: `/communities/${communityId}/badges/${badge.id}/attributions/codes`,
  };
}

const codeRequests = (requests: ReturnType<typeof recordRequests>) =>
  requests.filter((r) => r.method === 'GET' && r.path.endsWith('/code'));

describe('claim codes', () => {
  it('generates a batch, one request per code, and prints a QR code for each with the code under it', async () => {
    const { codes } = liveBadge();
    const requests = recordRequests(sandbox);
    const view = renderRoute(codes);
    const count = await screen.findByLabelText('Number of codes');
    await view.user.clear(count);
    await view.user.type(count, '3');
    await view.user.click(screen.getByRole('button', { name: 'Generate codes' }));
    expect(await screen.findByText('3 codes generated and kept below.')).toBeInTheDocument();
    expect(codeRequests(requests)).toHaveLength(3);
    // Each control of the batch is named by the words it shows (Export CSV, Print sheet, Forget, Redeem).
    expect(screen.getByRole('button', { name: 'Export CSV of 3 codes' })).toBeInTheDocument();
    expect(labelsMissingFromNames()).toEqual([]);
    const generated = sandbox.runtime.store.data.claimCodes.slice(-3).map((c) => c.code);

    await view.user.click(screen.getByRole('link', { name: 'Print sheet of 3 codes' }));
    const sheet = await screen.findByRole('list', { name: 'Claim codes' });
    for (const code of generated) {
      const card = within(sheet).getByText(code).closest('li')!;
      expect(await within(card).findByRole('img', { name: `QR code of ${code}` })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/svg\+xml/),
      );
    }
    expect(within(sheet).getAllByRole('listitem')).toHaveLength(3);
  });

  it('refuses a count out of range before sending, and keeps what was generated when the service fails', async () => {
    const { codes } = liveBadge();
    const requests = recordRequests(sandbox);
    const view = renderRoute(codes);
    const count = await screen.findByLabelText('Number of codes');
    await view.user.clear(count);
    await view.user.type(count, '0');
    await view.user.click(screen.getByRole('button', { name: 'Generate codes' }));
    expect(await screen.findByText('Enter a whole number of 1 or more.')).toBeInTheDocument();
    await view.user.clear(count);
    await view.user.type(count, '201');
    await view.user.click(screen.getByRole('button', { name: 'Generate codes' }));
    expect(await screen.findByText('At most 200 codes at a time.')).toBeInTheDocument();
    expect(codeRequests(requests)).toEqual([]);

    // The second code request fails; the first and third would succeed.
    let calls = 0;
    sandbox.server.use(
      http.get('*/sandbox-api/v1/community/:id/badge/:badgeId/code', () => {
        calls += 1;
        if (calls !== 2) return undefined;
        return HttpResponse.json(
          { statusCode: 503, message: 'Service Unavailable', error: 'Service Unavailable' },
          { status: 503 },
        );
      }),
    );
    await view.user.clear(count);
    await view.user.type(count, '3');
    await view.user.click(screen.getByRole('button', { name: 'Generate codes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Stopped after 1 code: Service Unavailable/);
    expect(screen.getByRole('heading', { name: '1 code' })).toBeInTheDocument();
    expect(screen.getByText(/stopped at 1 of 3/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: `Redeem ${sandbox.runtime.store.data.claimCodes.at(-1)!.code}` }),
    ).toBeInTheDocument();
  });

  it('says when a sheet’s batch is not kept in this browser', async () => {
    const { codes } = liveBadge();
    renderRoute(`${codes}/print?batch=elsewhere`);
    expect(
      await screen.findByRole('heading', { name: 'This batch is not kept in this browser' }),
    ).toBeInTheDocument();
  });
});
