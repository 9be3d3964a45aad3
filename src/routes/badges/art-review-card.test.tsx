import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArtLoad } from '../../features/art/art-health';
import { ArtReviewCard } from './art-review-card';

const URL_OF_ART = 'https://art.host.test/badges/early-bird.png';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/**
 * The browser's order of events, without act: React attaches the image and only later runs the
 * page's effects, and an image the browser already holds can fire its load in between. A mutation
 * observer runs right after React writes the element, before any effect, which is where the load
 * event goes here.
 */
describe('art review card', () => {
  let container: HTMLElement;
  let root: Root;
  let clock: number;
  const actEnvironment = globalThis.IS_REACT_ACT_ENVIRONMENT;

  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    // The page has been open a long while when the review is opened.
    clock = 152_000;
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    act(() => root.unmount());
    globalThis.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    container.remove();
    vi.restoreAllMocks();
  });

  it("times an image from its own request, not from when the page was opened, even when it loads before the card's effects", async () => {
    const loads: ArtLoad[] = [];
    const measured = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        const image = container.querySelector('img');
        if (!image) return;
        observer.disconnect();
        Object.defineProperty(image, 'naturalWidth', { value: 600 });
        Object.defineProperty(image, 'naturalHeight', { value: 600 });
        clock += 40;
        image.dispatchEvent(new Event('load'));
        resolve();
      });
      observer.observe(container, { childList: true, subtree: true });
    });

    root.render(
      <ArtReviewCard
        badge={{ id: 'b1', title: 'Early bird' }}
        url={URL_OF_ART}
        load={{ state: 'loading' }}
        checks={[]}
        onLoaded={(_url, load) => loads.push(load)}
        onFix={() => undefined}
      />,
    );
    await measured;

    expect(loads).toEqual([{ state: 'loaded', width: 600, height: 600, ms: 40 }]);
  });
});
