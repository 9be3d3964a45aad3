import { SandboxError } from '../domain/errors';

/** `application/json`, with or without parameters, and the `+json` types. */
function isJsonType(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
}

/**
 * Refuses a body that is not declared as JSON. A page on any origin may send `text/plain` (or a
 * form) without a CORS preflight, so a JSON body under another type is never read.
 */
export function requireJsonContentType(request: Request): void {
  const refused = jsonTypeError(request.headers.get('content-type'));
  if (refused) throw refused;
}

/** The 415 for a Content-Type that is not JSON (or absent), or undefined for a JSON one. */
export function jsonTypeError(contentType: string | null): SandboxError | undefined {
  if (contentType !== null && isJsonType(contentType)) return undefined;
  const declared = contentType?.split(';')[0]?.trim().slice(0, 100);
  const sent = declared ? `, not ${declared}` : '';
  return new SandboxError(415, 'Unsupported Media Type', `Content-Type must be application/json${sent}`);
}
