import { HttpResponse } from 'msw';
import { isSandboxError, SandboxError, toErrorBody } from '../domain/errors';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** No error answer echoes a request back at length, whatever a message was built from. */
const MAX_MESSAGE_LENGTH = 2000;

/**
 * How long a 429 asks the client to wait, in seconds. A rate limiter says when to come back; a
 * client that honours it (the job runner does) waits that long instead of guessing with backoff.
 */
export const RETRY_AFTER_SECONDS = 3;

export function errorResponse(error: SandboxError): Response {
  const body = toErrorBody(error);
  if (body.message.length > MAX_MESSAGE_LENGTH)
    body.message = `${body.message.slice(0, MAX_MESSAGE_LENGTH - 1)}…`;
  const headers = error.status === 429 ? { 'Retry-After': String(RETRY_AFTER_SECONDS) } : undefined;
  return HttpResponse.json(body, { status: error.status, ...(headers ? { headers } : {}) });
}

/** An error of any status, worded as the service would (used by fault injection). */
export function statusError(status: number, message?: string): SandboxError {
  const reason = REASONS[status] ?? 'Error';
  return new SandboxError(status, reason, message ?? `${reason} (injected by the sandbox)`);
}

/** Turns whatever a handler threw into the service's error shape; unknown errors are 500s. */
export function failure(error: unknown): Response {
  if (isSandboxError(error)) return errorResponse(error);
  const message = error instanceof Error ? error.message : 'Internal server error';
  return errorResponse(new SandboxError(500, 'Internal Server Error', message));
}
