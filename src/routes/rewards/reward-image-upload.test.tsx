import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_UPLOAD_ORIGIN } from '../../config/sandbox';
import { pngHeader } from '../../testing/png-header';
import { renderRoute } from '../../testing/render-route';
import { arrangeRewardBadge, nounsId } from '../../testing/rewards';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

beforeEach(() => localStorage.clear());

describe('reward image upload', () => {
  it("checks a chosen image against the art guidelines, as a badge's art, before anything is sent", async () => {
    const requests = recordRequests(sandbox);
    const badge = arrangeRewardBadge(sandbox);
    const view = renderRoute(`/communities/${nounsId(sandbox)}/badges/${badge.id}/rewards/new`);
    await view.user.upload(
      await screen.findByLabelText('Image file to upload'),
      pngHeader('reward.png', 3000, 2000),
    );

    const review = await screen.findByRole('region', { name: 'Before uploading reward.png' });
    const checks = await within(review).findByRole('list', { name: 'Checks of reward.png' });
    expect(within(checks).getByText(/^3000 × 2000 is not square/)).toBeInTheDocument();
    expect(within(review).getByText('1 check does not meet the guidelines.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST' && r.url.startsWith(SANDBOX_UPLOAD_ORIGIN))).toEqual(
      [],
    );
  });
});
