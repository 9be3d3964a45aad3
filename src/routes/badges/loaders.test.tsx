import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

describe('route loaders that import their query code', () => {
  it('start the page read and let the page show before its answer', async () => {
    const communityId = sandbox.runtime.store.data.communities[0]!.id;
    // The list's read is held until the page has shown; then the sandbox answers it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    sandbox.server.use(
      http.get('*/sandbox-api/v1/community/:id/badge', async () => {
        started += 1;
        await held;
        return undefined; // on to the sandbox's own handler
      }),
    );

    renderRoute(`/communities/${communityId}/badges`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Badges' })).toBeInTheDocument();
    expect(started).toBe(1);
    expect(screen.queryByRole('cell')).not.toBeInTheDocument();
    release();
    expect((await screen.findAllByRole('cell')).length).toBeGreaterThan(0);
  });
});
