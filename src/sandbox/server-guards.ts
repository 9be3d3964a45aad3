import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorBody } from './domain/errors';
import { MAX_UPLOAD_BYTES } from './domain/files';

/** What `sandbox:serve` checks before a request reaches the handlers, and how it answers. */

const UPLOAD_PATH = '/_uploads/';

/**
 * 1 MiB for the API: a bulk add of 20,000 wallets fits. The upload host takes the largest upload
 * the policy allows plus the form's other fields and multipart framing.
 */
const API_BODY_LIMIT = 1024 * 1024;
const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 256 * 1024;

export function bodyLimit(pathname: string): number {
  return isUploadPath(pathname) ? UPLOAD_BODY_LIMIT : API_BODY_LIMIT;
}

function formatLimit(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** Browsers may call it from the dashboard's dev and preview servers (and any localhost port). */
function allowedOrigin(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(value) ? value : undefined;
}

/**
 * Response headers a page on another origin may read. `Retry-After` tells a client how long a 429
 * (or 503) asks it to wait; without it listed, the browser hides it and the client falls back to
 * guessing with backoff.
 */
const EXPOSED_HEADERS = 'Retry-After';

/** Lower-case names, so the handlers' headers and these merge without duplicates. */
export function corsHeaders(req: IncomingMessage): Record<string, string> {
  const allowed = allowedOrigin(req.headers.origin);
  if (!allowed) return {};
  return {
    'access-control-allow-origin': allowed,
    'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE, OPTIONS',
    'access-control-allow-headers': 'Content-Type, X-Api-Key, Authorization',
    'access-control-expose-headers': EXPOSED_HEADERS,
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

/**
 * A handler's headers with this server's CORS headers over them (one set per answer), keeping the
 * headers the handler exposes (the upload host exposes `ETag, Location`) beside ours.
 */
export function withCors(
  headers: Record<string, string>,
  cors: Record<string, string>,
): Record<string, string> {
  const own = headers['access-control-expose-headers'];
  const ours = cors['access-control-expose-headers'];
  if (!own || !ours) return { ...headers, ...cors };
  const names = [...own.split(','), ...ours.split(',')].map((name) => name.trim()).filter(Boolean);
  const unique = names.filter(
    (name, i) => names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === i,
  );
  return { ...headers, ...cors, 'access-control-expose-headers': unique.join(', ') };
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: ErrorBody | { ok: true },
  headers: Record<string, string>,
): void {
  res.writeHead(status, { ...headers, 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * An answer sent before the body was read: the connection is closed after it, so the rest of the
 * body is never read.
 */
export function tooLarge(res: ServerResponse, limit: number, cors: Record<string, string>): void {
  const message = `Request body is larger than ${formatLimit(limit)}`;
  sendJson(
    res,
    413,
    { statusCode: 413, message, error: 'Payload Too Large' },
    { ...cors, connection: 'close' },
  );
}

/** The body, or 'too-large' as soon as more than `limit` bytes have arrived (chunked bodies). */
export function readBody(
  req: IncomingMessage,
  limit: number,
  bytesPerSecond = 0,
): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const started = performance.now();
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        resolve('too-large');
        return;
      }
      chunks.push(chunk);
      // A slowed host stops reading until its pace catches up: the client's socket fills, so the
      // browser's own upload progress follows what the host has taken.
      const ahead = bytesPerSecond > 0 ? started + (size / bytesPerSecond) * 1000 - performance.now() : 0;
      if (ahead > 0) {
        req.pause();
        setTimeout(() => req.resume(), ahead);
      }
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Whether the path is the upload host's (the one a slowed host reads at its pace). */
export function isUploadPath(pathname: string): boolean {
  return pathname.startsWith(UPLOAD_PATH);
}

/** Express answers a path segment that is not valid percent-encoding with this 400. */
export function undecodableSegment(pathname: string): string | undefined {
  for (const segment of pathname.split('/')) {
    try {
      decodeURIComponent(segment);
    } catch {
      return segment;
    }
  }
  return undefined;
}

/**
 * Whether the path as sent holds a segment that decodes to `.` or `..`. A URL parser folds such a
 * segment into its parent (`…/badge/B/reward/%2e%2e` becomes `…/badge/B`), so a DELETE of a
 * reward would delete the badge; a real service routes the segment as it came and finds nothing.
 * Read from the raw request line: `new URL` has already folded it.
 */
export function hasDotSegment(rawUrl: string): boolean {
  const path = rawUrl.split(/[?#]/, 1)[0] ?? '';
  return path.split('/').some((segment) => {
    try {
      const decoded = decodeURIComponent(segment);
      return decoded === '.' || decoded === '..';
    } catch {
      return false;
    }
  });
}
