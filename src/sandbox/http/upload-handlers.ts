import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { SANDBOX_UPLOAD_PROGRESS_CHANNEL } from '../../config/sandbox';
import { checkUpload, markUploaded, UPLOAD_BUCKET, type UploadFailure } from '../domain/files';
import { sha256, toHex } from '../domain/files-crypto';
import type { SandboxRuntime } from './runtime';

/**
 * The emulated upload host (S3 browser POST; docs/api-behaviour.md, File uploads):
 * `POST <uploadOrigin>/other-page-files` with the `upload.body` fields and `file` last. It is another
 * host than the API, so it never reads `X-Api-Key`: the signed policy is the only credential. Answers
 * as S3 does with `success_action_status=201`: 201 and a `<PostResponse>` XML body, or an `<Error>`
 * XML body.
 */

const CORS = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'ETag, Location' };

const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;' };

/** Escapes element text (quotes may stay: S3's messages quote policy conditions). */
function escapeXml(text: string): string {
  return text.replace(/[<>&]/g, (c) => ENTITIES[c] ?? c);
}

function xml(body: string, status: number, headers: Record<string, string> = {}): Response {
  return new HttpResponse(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, {
    status,
    headers: { 'Content-Type': 'application/xml', ...CORS, ...headers },
  });
}

function requestId(random: () => number): string {
  let out = '';
  for (let i = 0; i < 16; i++) out += Math.floor(random() * 16).toString(16);
  return out.toUpperCase();
}

function s3Error(failure: UploadFailure | { status: number; code: string; message: string }, id: string) {
  return xml(
    `<Error><Code>${escapeXml(failure.code)}</Code><Message>${escapeXml(failure.message)}</Message>` +
      `<RequestId>${id}</RequestId></Error>`,
    failure.status,
  );
}

/** An ETag shaped like S3's (32 hex digits): a digest of the content. */
async function etagOf(blob: Blob): Promise<string> {
  return toHex(await sha256(new Uint8Array(await blob.arrayBuffer()))).slice(0, 32);
}

interface ReadForm {
  fields: Map<string, string>;
  file: Blob | undefined;
  fileCount: number;
  fileIsLast: boolean;
}

function readForm(form: FormData): ReadForm {
  const out: ReadForm = { fields: new Map(), file: undefined, fileCount: 0, fileIsLast: true };
  for (const [name, value] of form) {
    if (name.toLowerCase() === 'file') {
      out.fileCount += 1;
      out.file = typeof value === 'string' ? new Blob([value]) : value;
    } else {
      if (out.file) out.fileIsLast = false;
      // A field sent as a file part that is not `file` counts as an (unreadable) text field.
      out.fields.set(name, typeof value === 'string' ? value : '');
    }
  }
  return out;
}

/**
 * Set by the sandbox HTTP server when it has already read the body at the slowed pace (the browser
 * then saw its own upload progress): the host does not wait a second time.
 */
export const RECEIVED_AT_PACE_HEADER = 'x-sandbox-received-at-pace';

/** How often a slowed host says how much it has received. */
const PROGRESS_TICK_MS = 100;

/**
 * A slowed upload host (`uploadBytesPerSecond`) takes the file at that pace and says how much it has
 * received on a BroadcastChannel, keyed by the form's `key`. Behind the service worker the browser
 * has sent the whole body at once and reports no upload progress, so the page has no other measure.
 */
async function receiveSlowly(key: string, total: number, bytesPerSecond: number): Promise<void> {
  const channel =
    typeof BroadcastChannel === 'undefined'
      ? undefined
      : new BroadcastChannel(SANDBOX_UPLOAD_PROGRESS_CHANNEL);
  const perTick = Math.max(1, (bytesPerSecond * PROGRESS_TICK_MS) / 1000);
  try {
    for (let loaded = 0; loaded < total;) {
      await delay(Math.min(PROGRESS_TICK_MS, ((total - loaded) / bytesPerSecond) * 1000));
      loaded = Math.min(total, loaded + perTick);
      channel?.postMessage({ key, loaded: Math.round(loaded), total });
    }
  } finally {
    channel?.close();
  }
}

export function createUploadHandlers(uploadOrigin: string, runtime: SandboxRuntime): HttpHandler[] {
  return [
    http.post(`${uploadOrigin}/${UPLOAD_BUCKET}`, async ({ request }) => {
      const id = requestId(() => runtime.random());
      const { latencyMs } = runtime.faults;
      if (latencyMs > 0) await delay(latencyMs);

      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        const message = 'The body of your POST request is not well-formed multipart/form-data.';
        return s3Error({ status: 400, code: 'MalformedPOSTRequest', message }, id);
      }
      const { fields, file, fileCount, fileIsLast } = readForm(form);
      const bytesPerSecond = runtime.faults.uploadBytesPerSecond ?? 0;
      if (bytesPerSecond > 0 && file && !request.headers.has(RECEIVED_AT_PACE_HEADER))
        await receiveSlowly(fields.get('key') ?? '', file.size, bytesPerSecond);
      if (fileCount > 1) {
        const message = 'POST requires exactly one file upload per request.';
        return s3Error({ status: 400, code: 'InvalidArgument', message }, id);
      }

      const store = runtime.store;
      const check = await checkUpload(store, fields, file && { size: file.size, type: file.type }, {
        secret: runtime.uploadSecret,
        fileIsLast,
      });
      if (!check.ok) return s3Error(check.failure, id);
      if (!file) return s3Error({ status: 400, code: 'InvalidArgument', message: 'No file' }, id); // narrows: checkUpload refused it

      const record = check.file;
      try {
        const etag = await etagOf(file);
        // Stored with the Content-Type the policy allowed, as S3 stores the form's Content-Type.
        await runtime.fileBytes.put(record.key, new Blob([file], { type: record.mime }));
        // The state may have been reset while the bytes were written; then the record is gone.
        if (runtime.store !== store)
          return s3Error({ status: 403, code: 'AccessDenied', message: 'Access Denied' }, id);
        markUploaded(store, record, { size: file.size, contentType: record.mime, etag });
        await runtime.changed();
        const location = `${uploadOrigin}/${UPLOAD_BUCKET}/${record.key.split('/').map(encodeURIComponent).join('/')}`;
        return xml(
          `<PostResponse><Location>${escapeXml(location)}</Location><Bucket>${UPLOAD_BUCKET}</Bucket>` +
            `<Key>${escapeXml(record.key)}</Key><ETag>"${etag}"</ETag></PostResponse>`,
          201,
          { ETag: `"${etag}"`, Location: location },
        );
      } catch (error) {
        console.error('Sandbox: could not store an upload', error);
        const message = 'We encountered an internal error. Please try again.';
        return s3Error({ status: 500, code: 'InternalError', message }, id);
      }
    }),
  ];
}
