import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { UploadError, type PostOptions } from '../../api/upload-host';
import type { FileRecord } from './api';
import { createUploadQueue, toItemError, type UploadEffects } from './upload-queue';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Fake effects: every step waits until the test settles it. */
function fakeEffects() {
  const creates: { name: string; signal: AbortSignal; done: Deferred<FileRecord> }[] = [];
  const posts: { upload: unknown; file: File; options: PostOptions; done: Deferred<unknown> }[] = [];
  let records = 0;
  const effects = {
    createRecord: vi.fn((name: string, signal: AbortSignal) => {
      const done = deferred<FileRecord>();
      creates.push({ name, signal, done });
      return done.promise;
    }),
    post: vi.fn((upload: unknown, file: File, options: PostOptions) => {
      const done = deferred<unknown>();
      posts.push({ upload, file, options, done });
      return done.promise;
    }),
    onDone: vi.fn(),
    now: () => Date.parse('2025-03-05T21:30:00Z'),
  } satisfies UploadEffects;
  const newRecord = (): FileRecord => {
    records += 1;
    return {
      id: `f${records}`,
      url: `https://img.test/c1/f${records}?format=auto&size=600`,
      upload: { url: 'https://up.test', body: { n: String(records) } },
    };
  };
  return { effects, creates, posts, newRecord };
}

describe('upload queue runner', () => {
  it('creates the record, posts it with progress, and reports the finished record', async () => {
    const { effects, creates, posts, newRecord } = fakeEffects();
    const queue = createUploadQueue(effects);
    queue.add([png('a.png')]);
    expect(queue.getState().items[0]?.status).toBe('creating');
    expect(creates[0]?.name).toBe('a.png');

    creates[0]!.done.resolve(newRecord());
    await flush();
    expect(queue.getState().items[0]?.status).toBe('uploading');
    expect(posts[0]?.upload).toEqual({ url: 'https://up.test', body: { n: '1' } });
    posts[0]!.options.onProgress?.(0.4);
    expect(queue.getState().items[0]?.progress).toBe(0.4);

    posts[0]!.done.resolve({ status: 201 });
    await flush();
    const item = queue.getState().items[0]!;
    expect(item).toMatchObject({ status: 'done', progress: 1, record: { id: 'f1' } });
    expect(item.record?.uploadedAt).toBe('2025-03-05T21:30:00.000Z');
    expect(effects.onDone).toHaveBeenCalledWith(item.record, item.file);
  });

  it('uploads a file to a record it is given (a retry of an interrupted upload), creating none', async () => {
    const { effects, creates, posts } = fakeEffects();
    const queue = createUploadQueue(effects);
    const given: FileRecord = { id: 'f-old', upload: { url: 'https://up.test', body: { n: 'old' } } };
    queue.add([png('again.png')], { record: given });
    expect(queue.getState().items[0]).toMatchObject({ status: 'uploading', record: { id: 'f-old' } });
    expect(creates).toHaveLength(0);
    expect(posts[0]?.upload).toEqual({ url: 'https://up.test', body: { n: 'old' } });
    posts[0]!.done.resolve({ status: 201 });
    await flush();
    expect(effects.onDone).toHaveBeenCalledWith(expect.objectContaining({ id: 'f-old' }), expect.any(File));
  });

  it('refuses bad files at once and sends nothing for them', () => {
    const { effects } = fakeEffects();
    const queue = createUploadQueue(effects);
    queue.add([new File(['%PDF'], 'report.pdf', { type: 'application/pdf' })]);
    expect(queue.getState().items[0]).toMatchObject({
      status: 'error',
      error: { message: 'report.pdf is not an image (PNG, JPEG, GIF, WebP or SVG)', retryable: false },
    });
    expect(effects.createRecord).not.toHaveBeenCalled();
  });

  it('runs two at a time and starts the next when one settles', async () => {
    const { effects, creates, newRecord } = fakeEffects();
    const queue = createUploadQueue(effects, 2);
    queue.add([png('a.png'), png('b.png'), png('c.png')]);
    expect(queue.getState().items.map((i) => i.status)).toEqual(['creating', 'creating', 'queued']);
    creates[0]!.done.reject(new ApiError({ status: 500, message: 'boom', operation: 'createFile' }));
    await flush();
    expect(queue.getState().items.map((i) => i.status)).toEqual(['error', 'creating', 'creating']);
    expect(queue.getState().items[0]?.error?.message).toBe('Could not create the file record: boom');
    creates[1]!.done.resolve(newRecord());
    await flush();
    expect(queue.getState().items[1]?.status).toBe('uploading');
  });

  it('cancel aborts the running step; retry reuses the record', async () => {
    const { effects, creates, posts, newRecord } = fakeEffects();
    const queue = createUploadQueue(effects);
    queue.add([png('a.png')]);
    creates[0]!.done.resolve(newRecord());
    await flush();
    const id = queue.getState().items[0]!.id;
    queue.cancel(id);
    expect(posts[0]!.options.signal?.aborted).toBe(true);
    posts[0]!.done.reject(new UploadError({ kind: 'cancelled', message: 'cancelled' }));
    await flush();
    expect(queue.getState().items[0]?.status).toBe('cancelled');

    queue.retry(id);
    expect(queue.getState().items[0]?.status).toBe('uploading');
    expect(effects.createRecord).toHaveBeenCalledTimes(1);
    expect(posts[1]?.upload).toEqual(posts[0]?.upload);
  });

  it('retry after expired credentials creates a new file record', async () => {
    const { effects, creates, posts, newRecord } = fakeEffects();
    const queue = createUploadQueue(effects);
    queue.add([png('a.png')]);
    creates[0]!.done.resolve(newRecord());
    await flush();
    posts[0]!.done.reject(
      new UploadError({
        kind: 'http',
        status: 403,
        code: 'AccessDenied',
        message: 'The upload credentials expired',
        expired: true,
      }),
    );
    await flush();
    const id = queue.getState().items[0]!.id;
    expect(queue.getState().items[0]?.error).toMatchObject({ expired: true, retryable: true });

    queue.retry(id);
    expect(effects.createRecord).toHaveBeenCalledTimes(2);
    creates[1]!.done.resolve(newRecord());
    await flush();
    expect(posts[1]?.upload).toEqual({ url: 'https://up.test', body: { n: '2' } });
    posts[1]!.done.resolve({ status: 201 });
    await flush();
    expect(queue.getState().items[0]).toMatchObject({ status: 'done', record: { id: 'f2' } });
  });

  it('cancelAll aborts every running upload', async () => {
    const { effects, creates } = fakeEffects();
    const queue = createUploadQueue(effects);
    queue.add([png('a.png'), png('b.png'), png('c.png')]);
    queue.cancelAll();
    expect(creates.every((c) => c.signal.aborted)).toBe(true);
    await flush();
    expect(queue.getState().items.map((i) => i.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
  });

  it('describes errors of either step', () => {
    expect(toItemError(new UploadError({ kind: 'invalid', message: 'no address' }))).toEqual({
      message: 'no address',
      retryable: false,
      expired: false,
    });
    expect(toItemError(new Error('odd')).message).toBe('odd');
  });
});
