import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_UPLOAD_ORIGIN } from '../../config/sandbox';
import { pngHeader } from '../../testing/png-header';
import { renderRoute } from '../../testing/render-route';
import { recordRequests, setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

beforeEach(() => localStorage.clear());

function communityId(): string {
  return sandbox.runtime.store.data.communities[0]!.id;
}

async function openNewBadge() {
  const view = renderRoute(`/communities/${communityId()}/badges/new`);
  const title = await screen.findByLabelText(/^Title/);
  await view.user.click(title);
  await view.user.paste('Spring Hackathon');
  return view;
}

const uploadPosts = (requests: { method: string; url: string }[]) =>
  requests.filter((r) => r.method === 'POST' && r.url.startsWith(SANDBOX_UPLOAD_ORIGIN));

describe('badge image upload', () => {
  it('checks a chosen image and previews it beside the title before anything is sent; Upload anyway sends it', async () => {
    const requests = recordRequests(sandbox);
    const view = await openNewBadge();
    await view.user.upload(screen.getByLabelText('Image file to upload'), pngHeader('photo.png', 3000, 2000));

    const review = await screen.findByRole('region', { name: 'Before uploading photo.png' });
    const checks = await within(review).findByRole('list', { name: 'Checks of photo.png' });
    expect(within(checks).getByText(/^3000 × 2000 is not square/)).toBeInTheDocument();
    expect(within(checks).getByText('The studio crops it to a square you choose.')).toBeInTheDocument();
    expect(within(checks).getByText(/\(Problem\)/)).toBeInTheDocument();
    expect(within(review).getByText('1 check does not meet the guidelines.')).toBeInTheDocument();
    expect(
      within(review).getByText(/^Guidelines: square, at least 500 × 500 px, at most 4 MB/),
    ).toBeInTheDocument();
    for (const name of [
      'Spring Hackathon, round at 64 px on light',
      'Spring Hackathon, square at 256 px on dark',
      'Spring Hackathon, round at 512 px on dark',
    ]) {
      expect(within(review).getByRole('img', { name, hidden: true })).toBeInTheDocument();
    }
    expect(uploadPosts(requests)).toHaveLength(0);

    await view.user.click(within(review).getByRole('button', { name: 'Upload anyway' }));
    const uploads = await screen.findByRole('region', { name: 'Uploads' });
    await within(uploads).findByText('Uploaded', {}, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Before uploading photo.png' })).not.toBeInTheDocument();
    expect(uploadPosts(requests)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(/^Image URL/).value).toMatch(
        /^https:\/\/img\.sandbox\.badge-console\.test\//,
      ),
    );
  });

  it('keeps an edited guideline profile in this browser and checks against it', async () => {
    const view = await openNewBadge();
    await view.user.upload(screen.getByLabelText('Image file to upload'), pngHeader('small.png', 300, 300));
    const review = await screen.findByRole('region', { name: 'Before uploading small.png' });
    expect(
      await within(review).findByText('300 × 300 px; the guideline asks at least 500 × 500.'),
    ).toBeInTheDocument();

    await view.user.click(within(review).getByText(/^Guidelines:/));
    const side = within(review).getByLabelText('Smallest side (px)');
    await view.user.clear(side);
    await view.user.type(side, '256{Enter}');

    expect(await within(review).findByText('300 × 300 px')).toBeInTheDocument();
    expect(within(review).getByText('It meets the guidelines.')).toBeInTheDocument();
    expect(within(review).getByRole('button', { name: 'Upload' })).toBeEnabled();
    const kept = Object.keys(localStorage).filter((key) => key.startsWith('badge-console:art-guidelines:'));
    expect(kept.map((key) => JSON.parse(localStorage.getItem(key) ?? '') as unknown)).toEqual([
      { square: true, minSide: 256, maxBytes: 4_194_304, recommendedBytes: 204_800 },
    ]);
  });

  it('never uploads a scripted SVG, and Choose another closes the review', async () => {
    const requests = recordRequests(sandbox);
    const view = await openNewBadge();
    const svg = new File(
      ['<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><script>alert(1)</script></svg>'],
      'art.svg',
      { type: 'image/svg+xml' },
    );
    await view.user.upload(screen.getByLabelText('Image file to upload'), svg);
    const review = await screen.findByRole('region', { name: 'Before uploading art.svg' });
    expect(
      await within(review).findByText('This SVG runs script: it cannot be uploaded as it is.'),
    ).toBeInTheDocument();
    expect(within(review).queryByRole('button', { name: /^Upload/ })).not.toBeInTheDocument();

    await view.user.click(within(review).getByRole('button', { name: 'Choose another' }));
    expect(screen.queryByRole('region', { name: 'Before uploading art.svg' })).not.toBeInTheDocument();
    expect(uploadPosts(requests)).toHaveLength(0);
  });
});
