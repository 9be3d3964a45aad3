import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_UPLOAD_ORIGIN } from '../../config/sandbox';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

interface SeenRequest {
  method: string;
  url: string;
  apiKey: string | null;
  authorization: string | null;
}
let requests: SeenRequest[] = [];

beforeEach(() => {
  localStorage.clear();
  requests = [];
  sandbox.server.events.on('request:start', ({ request }) => {
    requests.push({
      method: request.method,
      url: request.url,
      apiKey: request.headers.get('x-api-key'),
      authorization: request.headers.get('authorization'),
    });
  });
});
afterEach(() => sandbox.server.events.removeAllListeners());

function communityId(): string {
  return sandbox.runtime.store.data.communities[0]!.id;
}

const createFileRequests = () => requests.filter((r) => r.method === 'POST' && r.url.endsWith('/file'));
const uploadRequests = () => requests.filter((r) => r.url.startsWith(SANDBOX_UPLOAD_ORIGIN));

/** A PNG's signature and IHDR chunk: enough for its pixel size to be read. */
function pngHeader(width: number, height: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(33);
  bytes.set([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

function png(name: string, size?: number, pixels: [number, number] = [500, 500]): File {
  const file = new File([pngHeader(...pixels)], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function openFiles() {
  const view = renderRoute(`/communities/${communityId()}/files`);
  await screen.findByRole('heading', { level: 1, name: 'Files' });
  return view;
}

function drop(files: File[]) {
  fireEvent.drop(screen.getByTestId('dropzone'), {
    dataTransfer: {
      files,
      items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
      types: ['Files'],
    },
  });
}

describe('files page', () => {
  it('states the rule, shows the empty state, and refuses a too-large file and a non-image with nothing sent', async () => {
    await openFiles();
    expect(screen.getByText('PNG, JPEG, GIF, WebP or SVG, up to 10 MB')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No files yet' })).toBeInTheDocument();
    expect(screen.getByLabelText('Image file to upload')).toHaveAttribute('type', 'file');

    drop([png('huge.png', 13_000_000), new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' })]);

    expect(await screen.findByText('huge.png is 12.4 MB; the limit is 10 MB')).toBeInTheDocument();
    expect(screen.getByText('report.pdf is not an image (PNG, JPEG, GIF, WebP or SVG)')).toBeInTheDocument();
    expect(screen.getAllByText('Not accepted')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
    expect(createFileRequests()).toHaveLength(0);
    expect(uploadRequests()).toHaveLength(0);
  });

  it('uploads with a progress bar, ends with the CDN preview and lists the file; no API key reaches the upload host', async () => {
    sandbox.runtime.faults = { ...sandbox.runtime.faults, latencyMs: 150 };
    const view = await openFiles();
    await view.user.upload(screen.getByLabelText('Image file to upload'), png('logo.png'));

    const progress = await screen.findByRole('progressbar', { name: 'Upload progress of logo.png' });
    expect(progress).toBeInTheDocument();

    const uploads = screen.getByRole('region', { name: 'Uploads' });
    const preview = await within(uploads).findByRole('img', { name: 'logo.png' }, { timeout: 5000 });
    expect(preview.getAttribute('src')).toMatch(
      /^https:\/\/img\.sandbox\.badge-console\.test\/.+\?format=auto&size=64$/,
    );
    expect(preview).toHaveAttribute('loading', 'lazy');
    expect(preview).toHaveAttribute('width', '64');
    expect(within(uploads).getByText('Uploaded')).toBeInTheDocument();
    expect(within(uploads).getByRole('button', { name: 'Copy URL of logo.png' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('logo.png uploaded');

    // Step 1 carried the key; step 2 went to the upload host without it (nor any bearer token).
    expect(createFileRequests()).toHaveLength(1);
    expect(createFileRequests()[0]?.apiKey).toBeTruthy();
    expect(uploadRequests()).toHaveLength(1);
    expect(uploadRequests()[0]).toMatchObject({ method: 'POST', apiKey: null, authorization: null });

    // The sandbox recorded the upload; the page lists the file with its CDN variants.
    const stored = sandbox.runtime.store.data.files.at(-1);
    expect(stored?.uploadedAt).toEqual(expect.any(String));
    const card = (await screen.findByRole('heading', { level: 3, name: 'logo.png' })).closest('li')!;
    expect(within(card).getByText(stored!.key)).toBeInTheDocument();
    expect(within(card).getByText('image/png')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Copy URL 600 px, png' })).toBeInTheDocument();
    expect(within(card).getAllByRole('button', { name: /^Copy URL \d+ px/ })).toHaveLength(6);
    expect(screen.queryByRole('heading', { name: 'No files yet' })).not.toBeInTheDocument();
    expect(localStorage.getItem(localStorage.key(0)!)).not.toContain('X-Amz-Signature');
  });

  it('with a slowed upload host the progress bar shows how much it has received, and has no value before', async () => {
    // jsdom's form holds a few bytes whatever the file (it does not serialise a File's contents),
    // so the host is slowed to a few bytes a second.
    sandbox.runtime.faults = { ...sandbox.runtime.faults, uploadBytesPerSecond: 20 };
    const view = await openFiles();
    const seen = new Set<string>();
    const observer = new MutationObserver(() => {
      const bar = screen.queryByRole('progressbar', { name: 'Upload progress of slow-host.png' });
      seen.add(bar?.getAttribute('aria-valuenow') ?? 'none');
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    await view.user.upload(screen.getByLabelText('Image file to upload'), png('slow-host.png'));

    const bar = await screen.findByRole('progressbar', { name: 'Upload progress of slow-host.png' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    const uploads = screen.getByRole('region', { name: 'Uploads' });
    await within(uploads).findByText('Uploaded', {}, { timeout: 5000 });
    observer.disconnect();

    const values = [...seen].filter((v) => v !== 'none').map(Number);
    expect(
      values.filter((v) => v > 0 && v < 100).length,
      `values seen: ${values.join(', ')}`,
    ).toBeGreaterThanOrEqual(3);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('expired credentials: a clear message, then Retry succeeds with a new file record', async () => {
    sandbox.runtime.faults = { ...sandbox.runtime.faults, expireUploadCredentials: true };
    const view = await openFiles();
    await view.user.upload(screen.getByLabelText('Image file to upload'), png('badge.png'));

    const uploads = await screen.findByRole('region', { name: 'Uploads' });
    expect(
      await within(uploads).findByText(
        /^The upload credentials expired \(AccessDenied: .*Policy expired.*Retry to get new ones\.$/,
      ),
    ).toBeInTheDocument();
    expect(createFileRequests()).toHaveLength(1);
    const first = sandbox.runtime.store.data.files.at(-1)!;

    sandbox.runtime.faults = { ...sandbox.runtime.faults, expireUploadCredentials: false };
    await view.user.click(screen.getByRole('button', { name: 'Retry badge.png' }));

    expect(await within(uploads).findByRole('img', { name: 'badge.png' })).toBeInTheDocument();
    expect(createFileRequests()).toHaveLength(2);
    expect(uploadRequests()).toHaveLength(2);
    const second = sandbox.runtime.store.data.files.at(-1)!;
    expect(second.id).not.toBe(first.id);
    expect(second.uploadedAt).toEqual(expect.any(String));
    expect(first.uploadedAt).toBeNull();
  });

  it('cancels an upload in progress, and Retry uploads it', async () => {
    sandbox.runtime.faults = { ...sandbox.runtime.faults, latencyMs: 300 };
    const view = await openFiles();
    await view.user.upload(screen.getByLabelText('Image file to upload'), png('slow.png'));
    await view.user.click(await screen.findByRole('button', { name: 'Cancel slow.png' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();

    sandbox.runtime.faults = { ...sandbox.runtime.faults, latencyMs: 0 };
    await view.user.click(screen.getByRole('button', { name: 'Retry slow.png' }));
    const uploads = screen.getByRole('region', { name: 'Uploads' });
    expect(await within(uploads).findByRole('img', { name: 'slow.png' })).toBeInTheDocument();
  });

  it('names each file by its own name with its size and pixel size; refused files are listed apart and not counted', async () => {
    const view = await openFiles();
    await view.user.upload(screen.getByLabelText('Image file to upload'), [
      png('Spring Hackathon Art.png', undefined, [3000, 2000]),
      png('huge.png', 13_000_000),
      png('Team Photo.png', undefined, [640, 640]),
    ]);

    await waitFor(() => expect(screen.getByText('2 of 2 uploaded')).toBeInTheDocument());
    const refused = screen.getByRole('region', { name: /^Not uploaded \(1\)/ });
    expect(within(refused).getByText('huge.png is 12.4 MB; the limit is 10 MB')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Uploads' })).queryByText('huge.png'),
    ).not.toBeInTheDocument();

    const card = (await screen.findByRole('heading', { level: 3, name: 'Spring Hackathon Art.png' })).closest(
      'li',
    )!;
    expect(within(card).getByText('3000 × 2000 px')).toBeInTheDocument();
    expect(within(card).getByText('33 bytes')).toBeInTheDocument();
    // The service's slug of the name is the key, not the title.
    expect(within(card).getByText(/\/spring-hackathon-art-png$/)).toBeInTheDocument();
    const other = screen.getByRole('heading', { level: 3, name: 'Team Photo.png' }).closest('li')!;
    expect(within(other).getByText('640 × 640 px')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Uploaded from this browser (2)' })).toBeInTheDocument();
  });

  it('queues several files and uploads them all', async () => {
    const view = await openFiles();
    await view.user.upload(screen.getByLabelText('Image file to upload'), [
      png('one.png'),
      png('two.png'),
      png('three.png'),
    ]);
    await waitFor(() => expect(screen.getByText('3 of 3 uploaded')).toBeInTheDocument());
    expect(uploadRequests()).toHaveLength(3);
    expect(within(screen.getByRole('region', { name: 'Uploads' })).getAllByRole('img')).toHaveLength(3);
  });

  it('takes images pasted into the zone, or anywhere while the pointer is over it, under their own names', async () => {
    const view = await openFiles();
    const zone = screen.getByTestId('dropzone');
    const clipboard = (file: File) => ({
      clipboardData: {
        files: [file],
        items: [{ kind: 'file', type: file.type, getAsFile: () => file }],
        types: ['Files'],
      },
    });

    fireEvent.paste(zone, clipboard(png('image.png')));
    const uploads = await screen.findByRole('region', { name: 'Uploads' });
    expect(await within(uploads).findByText(/^pasted-\d{14}\.png$/)).toBeInTheDocument();

    await view.user.hover(zone);
    fireEvent.paste(document.body, clipboard(png('shot.png')));
    expect(await within(uploads).findByText('shot.png')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('2 of 2 uploaded')).toBeInTheDocument());
  });
});
