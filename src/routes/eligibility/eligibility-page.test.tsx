import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import {
  ELIGIBILITY_REASONS,
  eligibilityCases,
  eligibilityGatingTag,
  type EligibilityReason,
} from '../../sandbox/seed/eligibility';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();
const cases = () => eligibilityCases(sandbox.runtime.store.data);

/** The reasons the doctor gives for each seeded case, in the checklist's order. */
const EXPECTED: Record<EligibilityReason, string[]> = {
  'not-member': ['Not a member'],
  'missing-tag': ['Missing a gating tag'],
  'not-live': ['Badge not live'],
  'window-closed': ['Claim window closed'],
  'cap-reached': ['Maximum of claims reached'],
  'already-earned': ['Already earned'],
  'already-claimed': ['Already earned', 'Already claimed'],
};

/** The fixes offered beside the failing checks: none where the admin has nothing to do. */
const FIXES: Record<EligibilityReason, string[]> = {
  'not-member': ['Add as member'],
  'missing-tag': ['Add the tag Early supporters'],
  'not-live': ['Publish…'],
  'window-closed': ['Change the claim end date of Summer Reading Sprint'],
  'cap-reached': ['Change the maximum claims of First Three Readers'],
  'already-earned': [],
  'already-claimed': [],
};

function openDoctor(reason: EligibilityReason, wallet?: string) {
  const c = cases()[reason];
  return renderRoute(paths.eligibility(c.communityId, { wallet: wallet ?? c.wallet, badge: c.badgeId }));
}

/** The failing checks as a screen reader hears them ("Failed: Not a member"), once the checklist is read. */
async function failingChecks(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: /^Eligibility checks/ }, { timeout: 20_000 });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.font-medium')?.textContent ?? '')
    .filter((text) => text.startsWith('Failed: '))
    .map((text) => text.slice('Failed: '.length));
}

// The first test loads the app's code cold, which can take over 30 s on a loaded machine.
describe('the eligibility doctor', { timeout: 90_000 }, () => {
  it.each(ELIGIBILITY_REASONS)(
    'explains the seeded wallet for "%s", with the fix an admin can make',
    async (reason) => {
      openDoctor(reason);
      expect(await failingChecks()).toEqual(EXPECTED[reason]);
      const list = screen.getByRole('list', { name: /^Eligibility checks/ });
      const fixes = [...within(list).queryAllByRole('button'), ...within(list).queryAllByRole('link')];
      expect(fixes.map((f) => f.textContent)).toEqual(FIXES[reason]);
    },
  );

  it("finds the award in the badge's attributions on a server without the member's badges", async () => {
    sandbox.runtime.faults = {
      ...sandbox.runtime.faults,
      forced: [{ operationId: 'listMemberBadges', status: 404 }],
    };
    openDoctor('already-claimed');
    expect(await failingChecks()).toEqual(EXPECTED['already-claimed']);
  });

  it('adds a wallet that is not a member, then reads the checklist again', async () => {
    const { user } = openDoctor('not-member');
    expect(await failingChecks()).toEqual(['Not a member']);
    await user.click(screen.getByRole('button', { name: 'Add as member' }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Eligibility checks, all pass' })).toBeVisible(),
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
    expect(screen.getByText('Can claim it once awarded')).toBeVisible();
    const c = cases()['not-member'];
    expect(
      sandbox.runtime.store.data.members.some(
        (m) => m.communityId === c.communityId && m.wallet === c.wallet,
      ),
    ).toBe(true);
  });

  it('gives the missing gating tag, then reads the checklist again', async () => {
    const { user } = openDoctor('missing-tag');
    expect(await failingChecks()).toEqual(['Missing a gating tag']);
    const tag = eligibilityGatingTag(sandbox.runtime.store.data);
    await user.click(screen.getByRole('button', { name: `Add the tag ${tag.name}` }));
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Eligibility checks, all pass' })).toBeVisible(),
    );
    expect(screen.getByText(`Holds ${tag.name}.`)).toBeVisible();
  });

  it("publishes an approved badge through the badge page's own dialog, then shows it live", async () => {
    // jsdom loads no images: let the go-live check of the CDN image see a loaded one.
    vi.stubGlobal(
      'Image',
      class {
        naturalWidth = 128;
        onload: (() => void) | null = null;
        set src(_value: string) {
          setTimeout(() => this.onload?.());
        }
      },
    );
    const { user } = openDoctor('not-live');
    expect(await failingChecks()).toEqual(['Badge not live']);
    await user.click(screen.getByRole('button', { name: 'Publish…' }));
    const dialog = await screen.findByRole('dialog');
    const publish = within(dialog).getByRole('button', { name: 'Publish badge' });
    const checks = within(dialog).getByRole('list', { name: 'Go-live checks' });
    await waitFor(() => expect(checks).toHaveAttribute('aria-busy', 'false'), { timeout: 15_000 });
    await user.click(publish);
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Eligibility checks, all pass' })).toBeVisible(),
    );
    const c = cases()['not-live'];
    expect(sandbox.runtime.store.data.badges.find((b) => b.id === c.badgeId)?.status).toBe('live');
  });

  it('finds the wallet by its ENS name, and awards the badge when nothing stops it', async () => {
    const c = cases()['not-member'];
    const used = new Set(Object.values(cases()).map((x) => x.wallet));
    const name = sandbox.runtime.store.data.members.find(
      (m) => m.communityId === c.communityId && m.ensName && !used.has(m.wallet),
    )?.ensName;
    if (!name) throw new Error('the community has no other member with an ENS name');
    const { user } = renderRoute(paths.eligibility(c.communityId, { wallet: name, badge: c.badgeId }));
    expect(await failingChecks()).toEqual([]);
    expect(screen.getByText(/Found by name/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Award / }));
    expect(await screen.findByText('Can claim it now')).toBeVisible();
    expect(await failingChecks()).toEqual(['Already earned']);
  });
});
