import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_BUCKET } from '../../sandbox/domain/files';
import { renderRoute } from '../../testing/render-route';
import { setupSandbox } from '../../testing/use-sandbox';

const sandbox = setupSandbox();

let createFileRequests = 0;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  createFileRequests = 0;
  sandbox.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/file')) createFileRequests++;
  });
});
afterEach(() => sandbox.server.events.removeAllListeners());

function communityId(): string {
  return sandbox.runtime.store.data.communities[0]!.id;
}

function png(name: string): File {
  return new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
}

async function openFiles() {
  const view = renderRoute(`/communities/${communityId()}/files`);
  await screen.findByRole('heading', { level: 1, name: 'Files' });
  return view;
}

/** Whether leaving the page now would ask first (the listener cancels `beforeunload`). */
function leavingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const interrupted = () => screen.queryByRole('region', { name: /^Uploads that did not finish/ });

/**
 * Resolves once the upload host's answer has been delivered to its request. msw's XMLHttpRequest
 * interceptor answers a request even after the page aborted it, and it does so asynchronously; a test
 * that ended first would let that answer arrive after the DOM environment is gone.
 */
function uploadHostAnswered(): Promise<void> {
  return new Promise((resolve) => {
    sandbox.server.events.on('response:mocked', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === `/${UPLOAD_BUCKET}`) resolve();
    });
  });
}

/**
 * Starts an upload and "reloads" the page while the file is on its way to the upload host. The
 * record is read while the host still holds the file; the helper returns once the abandoned request
 * is over, so it cannot touch the next page.
 */
async function interruptUpload(name: string) {
  sandbox.runtime.faults = { ...sandbox.runtime.faults, latencyMs: 400 };
  const answered = uploadHostAnswered();
  const view = await openFiles();
  await view.user.upload(screen.getByLabelText('Image file to upload'), png(name));
  const uploads = screen.getByRole('region', { name: 'Uploads' });
  expect(await within(uploads).findByText('Uploading')).toBeInTheDocument();
  view.unmount();
  const record = structuredClone(sandbox.runtime.store.data.files.at(-1)!);
  sandbox.runtime.faults = { ...sandbox.runtime.faults, latencyMs: 0 };
  await answered;
  return record;
}

describe('an upload interrupted by a reload', () => {
  it('asks before leaving while an upload runs, and not once it is done', async () => {
    sandbox.runtime.faults = { ...sandbox.runtime.faults, latencyMs: 300 };
    const view = await openFiles();
    expect(leavingAsks()).toBe(false);
    await view.user.upload(screen.getByLabelText('Image file to upload'), png('slow.png'));
    expect(
      await screen.findByRole('progressbar', { name: 'Upload progress of slow.png' }),
    ).toBeInTheDocument();
    expect(leavingAsks()).toBe(true);
    // The record being uploaded right here is not offered as interrupted.
    expect(interrupted()).not.toBeInTheDocument();

    await waitFor(() => expect(screen.getByText('1 of 1 uploaded')).toBeInTheDocument(), { timeout: 5000 });
    expect(leavingAsks()).toBe(false);
    expect(interrupted()).not.toBeInTheDocument();
  });

  it('shows the record on the next visit, and Retry uploads the chosen file to it', async () => {
    const record = await interruptUpload('logo.png');
    expect(record.uploadedAt).toBeNull();

    const view = await openFiles();
    const section = await screen.findByRole('region', { name: 'Uploads that did not finish (1)' });
    expect(within(section).getByText(record.name)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No files yet' })).toBeInTheDocument();

    await view.user.upload(
      within(section).getByLabelText(`File to upload again for ${record.name}`),
      png('logo.png'),
    );

    const uploads = screen.getByRole('region', { name: 'Uploads' });
    expect(await within(uploads).findByRole('img', { name: 'logo.png' })).toBeInTheDocument();
    // The same record received the file (its credentials were still valid): no new record.
    expect(createFileRequests).toBe(1);
    expect(sandbox.runtime.store.data.files.find((f) => f.id === record.id)?.uploadedAt).toEqual(
      expect.any(String),
    );
    await waitFor(() => expect(interrupted()).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 3, name: 'logo.png' })).toBeInTheDocument();
  });

  it('Retry creates a new record when the old one cannot be used any more', async () => {
    sandbox.runtime.faults = { ...sandbox.runtime.faults, expireUploadCredentials: true };
    let view = await openFiles();
    await view.user.upload(screen.getByLabelText('Image file to upload'), png('late.png'));
    expect(await screen.findByText(/^The upload credentials expired/)).toBeInTheDocument();
    view.unmount();
    sandbox.runtime.faults = { ...sandbox.runtime.faults, expireUploadCredentials: false };
    const first = sandbox.runtime.store.data.files.at(-1)!;

    view = await openFiles();
    const section = await screen.findByRole('region', { name: 'Uploads that did not finish (1)' });
    await view.user.upload(
      within(section).getByLabelText(`File to upload again for ${first.name}`),
      png('late.png'),
    );

    const uploads = screen.getByRole('region', { name: 'Uploads' });
    expect(await within(uploads).findByRole('img', { name: 'late.png' })).toBeInTheDocument();
    expect(createFileRequests).toBe(2);
    const second = sandbox.runtime.store.data.files.at(-1)!;
    expect(second.id).not.toBe(first.id);
    expect(second.uploadedAt).toEqual(expect.any(String));
    await waitFor(() => expect(interrupted()).not.toBeInTheDocument());
  });

  it('Forget removes the record from the list and sends nothing', async () => {
    const record = await interruptUpload('unwanted.png');
    const view = await openFiles();
    const section = await screen.findByRole('region', { name: 'Uploads that did not finish (1)' });
    const before = createFileRequests;
    await view.user.click(within(section).getByRole('button', { name: `Forget ${record.name}` }));
    expect(interrupted()).not.toBeInTheDocument();
    expect(createFileRequests).toBe(before);

    view.unmount();
    await openFiles();
    expect(interrupted()).not.toBeInTheDocument();
  });
});
