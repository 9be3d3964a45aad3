import type { IncomingMessage } from 'node:http';
import type { ErrorBody } from './domain/errors';
import { jsonTypeError } from './http/json-body';

/**
 * The one gate of `sandbox:serve`'s switches (`/_control/*`: state, faults, reset). They reset and
 * break the data, so the path is read once into a normal form, the gate decides on that form, and the
 * switches are routed on that same form: no spelling of the path can reach them past the gate.
 */

export const CONTROL_PATH = '/_control';
const CONTROL_SEGMENT = CONTROL_PATH.slice(1);

function decodeOnce(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // not percent-encoding: kept as sent
  }
}

/**
 * The request target's path as a list of segments, in the most folded form any parser could give
 * it: query and fragment cut, an absolute-form target (`GET http://host/path`) reduced to its path,
 * `\` taken as `/` (as URL parsers do for http), each segment percent-decoded once (an encoded `/`
 * then separates too), empty and `.` segments dropped and `..` folded into its parent.
 */
export function pathSegments(rawUrl: string): string[] {
  const target = rawUrl.split(/[?#]/, 1)[0] ?? '';
  const path = target.replace(/^[a-z][a-z\d+.-]*:\/\/[^/\\]*/i, '');
  const segments: string[] = [];
  for (const sent of path.split(/[/\\]/)) {
    for (const part of decodeOnce(sent).split(/[/\\]/)) {
      if (part === '' || part === '.') continue;
      if (part === '..') segments.pop();
      else segments.push(part);
    }
  }
  return segments;
}

/**
 * The switch a request names, as the path the control routes are matched on (`/_control/state`),
 * or undefined when its path is not under `/_control` in any case or encoding.
 */
export function controlRoute(rawUrl: string): string | undefined {
  const [first, ...rest] = pathSegments(rawUrl).map((segment) => segment.toLowerCase());
  if (first !== CONTROL_SEGMENT) return undefined;
  return [CONTROL_PATH, ...rest.map((segment) => encodeURIComponent(segment))].join('/');
}

function controlKeyError(req: IncomingMessage, apiKey: string): ErrorBody | undefined {
  const key = req.headers['x-api-key'];
  if (key === apiKey) return undefined;
  const message = key === undefined ? 'Missing X-Api-Key header' : 'Invalid API key';
  return { statusCode: 401, message, error: 'Unauthorized' };
}

/**
 * Why a control request is refused before its body is read, or undefined. Beside the key, a write
 * must be declared as JSON: a page on another origin can send a form or `text/plain` (a `no-cors`
 * fetch) without a CORS preflight, but never `application/json`.
 */
export function controlRequestError(req: IncomingMessage, apiKey: string): ErrorBody | undefined {
  const refused = controlKeyError(req, apiKey);
  if (refused) return refused;
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const notJson = jsonTypeError(req.headers['content-type'] ?? null);
  return notJson && { statusCode: notJson.status, message: notJson.message, error: notJson.error };
}

/** A control write's body must be JSON when it has one: the switches never guess at another. */
export function controlBodyError(body: Buffer): ErrorBody | undefined {
  if (body.length === 0) return undefined;
  try {
    JSON.parse(body.toString('utf8'));
    return undefined;
  } catch {
    return { statusCode: 400, message: 'The request body is not valid JSON', error: 'Bad Request' };
  }
}
