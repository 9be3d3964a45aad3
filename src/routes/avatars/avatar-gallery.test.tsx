import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { avatarTable } from '../../sandbox/domain/avatars';
import { renderRoute, sandboxTestConnection } from '../../testing/render-route';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

/** Every request to /account/avatars, as the sandbox received it. */
function recordAvatarRequests() {
  const seen = recordRequests(sandbox);
  return { all: () => seen.filter((r) => r.path === '/account/avatars') };
}

const cards = () => screen.getAllByRole('article');

describe('account avatars', () => {
  it('reads the gallery with the bearer token alone and shows each avatar’s token', async () => {
    const seen = recordAvatarRequests();
    renderRoute('/account/avatars');
    expect(await screen.findByRole('heading', { level: 1, name: 'Avatars' })).toBeInTheDocument();
    const gallery = await screen.findByRole('region', { name: 'Avatars' });
    expect(within(gallery).getAllByRole('article')).toHaveLength(10);

    expect(seen.all().length).toBeGreaterThan(0);
    for (const request of seen.all()) {
      expect(request.authorization).toBe(`Bearer ${sandboxTestConnection.bearerToken ?? ''}`);
      expect(request.apiKey).toBeNull();
    }

    // The primary avatar comes first; its card shows the token's facts, the chain by name and traits.
    const primary = avatarTable.rows(sandbox.runtime.store).find((a) => a.primary);
    const token = primary?.token;
    if (!primary || !token) throw new Error('the demo seed has no primary avatar with a token');
    const card = within(gallery).getAllByRole('article')[0];
    if (!card) throw new Error('no card');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(primary.name);
    expect(within(card).getByText('Primary')).toBeInTheDocument();
    expect(within(card).getByText(token.collectionName)).toBeInTheDocument();
    expect(within(card).getByText(token.rarity)).toBeInTheDocument();
    expect(within(card).getByText(`#${token.rarityRank.toLocaleString('en-US')}`)).toBeInTheDocument();
    expect(within(card).getByText(token.chainId === '1' ? 'Ethereum' : 'Base')).toBeInTheDocument();
    const firstTrait = token.traits[0];
    if (!firstTrait) throw new Error('the token has no traits');
    const traits = within(card).getByRole('list', { name: 'Traits' });
    expect(traits).toHaveTextContent(firstTrait.value);
    expect(traits).toHaveTextContent(`${String(firstTrait.rarityPercent)}%`);
    // The art comes from the CDN at twice the shown size, for dense screens.
    const art = within(card).getByRole('img');
    expect(art.getAttribute('src')).toMatch(/[?&]size=192(&|$)/);
    expect(within(card).getByRole('link', { name: /Contract on / })).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^https:\/\/(etherscan\.io|basescan\.org)\/address\/0x[0-9a-fA-F]{40}$/,
      ) as string,
    );
  });

  it('opens page 2 from the URL', async () => {
    const seen = recordAvatarRequests();
    const total = avatarTable.rows(sandbox.runtime.store).length;
    renderRoute('/account/avatars?page=2');
    await screen.findByRole('region', { name: 'Avatars' });
    expect(cards()).toHaveLength(total - 10);
    expect(screen.getByText(`11–${String(total)} of ${String(total)}`)).toBeInTheDocument();
    expect(new URL(seen.all().at(-1)?.url ?? 'http://x').searchParams.get('page')).toBe('2');
  });

  it('without a token, says what to add and sends nothing', async () => {
    const seen = recordAvatarRequests();
    renderRoute('/account/avatars', { ...sandboxTestConnection, bearerToken: undefined });
    expect(
      await screen.findByRole('heading', { name: "Add a bearer token to see the account's avatars" }),
    ).toBeInTheDocument();
    expect(screen.getByText('avatars.read')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a bearer token' })).toHaveAttribute(
      'href',
      '/connect?returnTo=%2Faccount%2Favatars',
    );
    expect(seen.all()).toEqual([]);
  });

  it('explains a refused token (401) on the page instead of leaving for the connection screen', async () => {
    const view = renderRoute('/account/avatars', { ...sandboxTestConnection, bearerToken: 'expired-token' });
    expect(
      await screen.findByRole('heading', { name: 'The bearer token was not accepted' }),
    ).toBeInTheDocument();
    expect(screen.getByText('avatars.read')).toBeInTheDocument();
    expect(screen.getByText('Error 401')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the connection screen' })).toHaveAttribute(
      'href',
      '/connect?returnTo=%2Faccount%2Favatars',
    );
    expect(view.router.state.location.pathname).toBe('/account/avatars');
  });

  it('explains a token without the scope (403)', async () => {
    sandbox.server.use(
      http.get('*/sandbox-api/v1/account/avatars', () =>
        HttpResponse.json(
          { statusCode: 403, message: 'Insufficient scope', error: 'Forbidden' },
          { status: 403 },
        ),
      ),
    );
    renderRoute('/account/avatars');
    expect(
      await screen.findByRole('heading', { name: 'The bearer token may not read avatars' }),
    ).toBeInTheDocument();
    expect(screen.getByText('avatars.read')).toBeInTheDocument();
    expect(screen.getByText('Error 403')).toBeInTheDocument();
  });

  it('still sends a 401 from any other read to the connection screen', async () => {
    const view = renderRoute('/webhooks', { ...sandboxTestConnection, apiKey: 'wrong-key' });
    await screen.findByRole('heading', { level: 1, name: 'Connection' });
    expect(view.router.state.location.pathname).toBe('/connect');
  });
});
