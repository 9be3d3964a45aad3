import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

function nounsId(): string {
  const community = sandbox.runtime.store.data.communities.find((c) => c.shortName === 'nouns-builders');
  if (!community) throw new Error('no nouns-builders community in the seed');
  return community.id;
}

type User = ReturnType<typeof renderRoute>['user'];

async function fill(user: User, label: RegExp, value: string) {
  const input = await screen.findByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

/*
 * The badge form is long: it is submitted scrolled to its bottom. The badge's page then opened at
 * that scroll, and focusing its heading scrolled just enough to show the heading, leaving the art
 * above it clipped under the top bar. A new page starts at the top; the focus moves no scroll.
 */
describe('after creating a badge', () => {
  it('its page starts at the top, and focusing the heading does not scroll it', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    onTestFinished(() => {
      scrollTo.mockRestore();
      focus.mockRestore();
    });
    const view = renderRoute(`/communities/${nounsId()}/badges/new`);
    await fill(view.user, /^Title/, 'Scroll Check Badge');
    await fill(view.user, /^Description/, 'Opened at the top.');
    await fill(view.user, /^Image URL/, 'https://img.sandbox.badge-console.test/badges/early.svg');
    await fill(view.user, /^Claims end/, '2031-06-30T18:00');
    await fill(view.user, /^Maximum claims/, '500');
    await fill(view.user, /^Name/, 'Nouns Builders Guild');
    await fill(view.user, /^URL/, 'https://nounsbuilders.example');
    scrollTo.mockClear();
    await view.user.click(screen.getByRole('button', { name: 'Create badge' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Scroll Check Badge' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    const headingFocus = focus.mock.calls.filter((_, i) => focus.mock.contexts[i] === heading);
    expect(headingFocus).toEqual([[{ preventScroll: true }]]);
  });
});
