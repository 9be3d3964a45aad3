import { safeHttpUrl } from '../lib/url';

/** The `upload` block of a file record: where and how to send the file (docs/api-behaviour.md). */
export interface UploadInstructions {
  method?: string;
  url?: string;
  body?: Record<string, string>;
}

export type UploadErrorKind = 'http' | 'network' | 'cancelled' | 'invalid';

/** A failed step 2. `code` and `serverMessage` come from S3's XML error body when there is one. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  readonly kind: UploadErrorKind;
  /** HTTP status of the upload host's answer; 0 when there was none. */
  readonly status: number;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  /** The signed credentials have expired: a retry needs a new file record. */
  readonly expired: boolean;

  constructor(init: {
    kind: UploadErrorKind;
    message: string;
    status?: number;
    code?: string;
    serverMessage?: string;
    expired?: boolean;
  }) {
    super(init.message);
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.expired = init.expired ?? false;
  }
}

export function isUploadError(error: unknown): error is UploadError {
  return error instanceof UploadError;
}

function xmlText(xml: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(xml)?.[1];
  if (match === undefined) return undefined;
  return match
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/** `<Error><Code>…</Code><Message>…</Message></Error>` as S3 answers a refused upload. */
export function parseS3Error(body: string): { code?: string; message?: string } {
  const code = xmlText(body, 'Code');
  const message = xmlText(body, 'Message');
  return { ...(code ? { code } : {}), ...(message ? { message } : {}) };
}

/** `20250305T212737Z` → a time, or undefined. */
function parseAmzDate(value: string | undefined): number | undefined {
  const m = value ? /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value) : null;
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

/** S3 POST policies and SigV4 signatures are valid for at most seven days after `X-Amz-Date`. */
const MAX_SIGNATURE_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * When the signed upload credentials stop working: the `expiration` in the base64 JSON `Policy`, or
 * seven days after `X-Amz-Date` when the policy cannot be read. Undefined when neither is known.
 */
export function uploadExpiresAt(upload: UploadInstructions | undefined): number | undefined {
  const body = upload?.body ?? {};
  const policy = body.Policy ?? body.policy;
  if (policy) {
    try {
      const parsed: unknown = JSON.parse(atob(policy));
      if (parsed && typeof parsed === 'object' && 'expiration' in parsed) {
        const time = Date.parse(String(parsed.expiration));
        if (Number.isFinite(time)) return time;
      }
    } catch {
      // Not a readable policy: fall back to the signing date.
    }
  }
  const signed = parseAmzDate(body['X-Amz-Date'] ?? body['x-amz-date']);
  return signed === undefined ? undefined : signed + MAX_SIGNATURE_AGE_MS;
}

export function isUploadExpired(upload: UploadInstructions | undefined, now: number = Date.now()): boolean {
  const expiresAt = uploadExpiresAt(upload);
  return expiresAt !== undefined && expiresAt <= now;
}

const EXPIRED_CODES = new Set(['AccessDenied', 'ExpiredToken', 'RequestExpired', 'TokenRefreshRequired']);

function failure(status: number, responseText: string, upload: UploadInstructions, now: number): UploadError {
  const { code, message } = parseS3Error(responseText);
  const expired =
    (code !== undefined && EXPIRED_CODES.has(code) && /expired/i.test(message ?? '')) ||
    code === 'ExpiredToken' ||
    ((status === 403 || status === 400) && isUploadExpired(upload, now));
  const detail = [code, message].filter(Boolean).join(': ');
  return new UploadError({
    kind: 'http',
    status,
    ...(code ? { code } : {}),
    ...(message ? { serverMessage: message } : {}),
    expired,
    message: expired
      ? `The upload credentials expired${detail ? ` (${detail})` : ''}. Retry to get new ones.`
      : `The upload host refused the file (HTTP ${status}${detail ? `, ${detail}` : ''}).`,
  });
}

export interface PostOptions {
  /** Share of the request body sent so far, 0 to 1 (from `xhr.upload` progress events). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Upload step 2: POSTs a multipart form to `upload.url` with every `upload.body` field, in order and
 * unchanged, then `file` last. XMLHttpRequest, for real upload progress. No header is set at all and
 * `withCredentials` is false, so neither the API key, a bearer token nor cookies reach the upload
 * host. Resolves on any 2xx (S3 answers 201 per `success_action_status`); rejects with UploadError.
 */
export function postToUploadHost(
  upload: UploadInstructions,
  file: Blob & { name?: string },
  { onProgress, signal }: PostOptions = {},
): Promise<{ status: number }> {
  const url = safeHttpUrl(upload.url);
  if (!url) {
    return Promise.reject(
      new UploadError({ kind: 'invalid', message: 'The file record has no usable upload address.' }),
    );
  }
  if (signal?.aborted) {
    return Promise.reject(new UploadError({ kind: 'cancelled', message: 'The upload was cancelled.' }));
  }

  const form = new FormData();
  for (const [name, value] of Object.entries(upload.body ?? {})) form.append(name, value);
  if (file.name) form.append('file', file, file.name);
  else form.append('file', file);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let settled = false;
    // Each outcome settles once and stops listening to the signal.
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', cancel);
      outcome();
    };
    const cancelled = () =>
      reject(new UploadError({ kind: 'cancelled', message: 'The upload was cancelled.' }));
    // Rejects at once: some environments fire no `abort` event for a request not yet under way.
    function cancel() {
      finish(cancelled);
      xhr.abort();
    }
    const networkError = () =>
      finish(() =>
        reject(
          new UploadError({
            kind: 'network',
            message:
              'Could not reach the upload host. Check your network; the host may also refuse this origin (CORS).',
          }),
        ),
      );

    xhr.open((upload.method ?? 'POST').toUpperCase(), url);
    xhr.withCredentials = false;
    xhr.upload.onprogress = (event) => {
      if (!settled && event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(1, event.loaded / event.total));
      }
    };
    xhr.onload = () =>
      finish(() => {
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress?.(1);
          resolve({ status: xhr.status });
        } else {
          reject(failure(xhr.status, xhr.responseText, upload, Date.now()));
        }
      });
    xhr.onerror = networkError;
    xhr.ontimeout = networkError;
    xhr.onabort = () => finish(cancelled);
    signal?.addEventListener('abort', cancel, { once: true });
    xhr.send(form);
  });
}
