import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

describe("a badge's tabs", () => {
  // jsdom lays nothing out: what is checked is the cause of the overflow. A tab pulled a pixel past
  // the scrolling bar (to overlap its border) made the bar scroll, with arrows, when every tab fits.
  it('stay inside their scrolling bar, the rule under them drawn inside it', async () => {
    const badge = sandbox.runtime.store.data.badges[0];
    if (!badge) throw new Error('no badge in the seed');
    renderRoute(`/communities/${badge.communityId}/badges/${badge.id}`);
    const bar = await screen.findByRole('navigation', { name: 'Badge sections' }, { timeout: 20_000 });
    expect(bar.className).toMatch(/overflow-x-auto/);
    expect(bar.className).not.toMatch(/(^|\s)border-b(\s|$)/);
    for (const tab of within(bar).getAllByRole('link')) expect(tab.className).not.toMatch(/(^|\s)-m[by]?-/);
  }, 60_000);
});
