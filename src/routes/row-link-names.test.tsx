import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAttribution } from '../sandbox/domain/attributions';
import { arrangeBadge, nounsBuilders } from '../testing/arrange';
import { labelsMissingFromNames } from '../testing/label-in-name';
import { renderRoute } from '../testing/render-route';
import { setupSandbox } from '../testing/use-sandbox';

const sandbox = setupSandbox();
const { id: nounsId, members } = nounsBuilders(sandbox);

/** A list's table once its rows are drawn. */
async function listTable(url: string, name: string) {
  renderRoute(url);
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0));
  return table;
}

describe('row links are named by their record and the words they show (WCAG 2.5.3)', () => {
  it('an attribution: its holder, then its date as the row shows it; the link text is the date alone', async () => {
    const badge = arrangeBadge(sandbox, nounsId());
    const stored = sandbox.runtime.store.data.badges.find((b) => b.id === badge.id)!;
    stored.status = 'live';
    const wallet = members()[0]!.wallet;
    createAttribution(sandbox.runtime.store, { communityId: nounsId(), badgeId: badge.id, body: { wallet } });
    const table = await listTable(
      `/communities/${nounsId()}/badges/${badge.id}/attributions`,
      'Attributions',
    );
    const link = within(table).getByRole('link', { name: /^Attribution of / });
    const shown = link.textContent.trim();
    expect(shown).not.toMatch(/Attribution of/);
    expect(link).toHaveAccessibleName(expect.stringMatching(new RegExp(`^Attribution of .+, ${shown}$`)));
    expect(labelsMissingFromNames(table)).toEqual([]);
  });

  it('a member shown by their ENS name and wallet: named by both', async () => {
    for (const member of members()) member.ensName ??= `member-${member.id.slice(-4)}.eth`;
    const table = await listTable(`/communities/${nounsId()}/members`, 'Members');
    const link = within(table).getAllByRole('link')[0]!;
    expect(link.textContent).toMatch(/\.eth/);
    // The name is what the link shows: the ENS name, then the short wallet under it (jsdom lays
    // nothing out, so the two lines are read without the space a browser puts between them).
    expect(link).toHaveAccessibleName(expect.stringMatching(/^\S+\.eth ?0x[0-9a-f]{4}…[0-9a-f]{4}$/i));
    expect(labelsMissingFromNames(table)).toEqual([]);
  });
});
