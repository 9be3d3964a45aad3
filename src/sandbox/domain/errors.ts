/**
 * Errors raised by the sandbox rules. The HTTP layer answers them as `{statusCode, message, error}`
 * (docs/api-behaviour.md, Errors), the shape a NestJS service sends, so the UI's error parsing is
 * exercised for real.
 */
export class SandboxError extends Error {
  readonly status: number;
  /** HTTP reason phrase, e.g. "Bad Request". */
  readonly error: string;
  /** The request field the message is about, so forms can put the error on the right input. */
  readonly field?: string;

  constructor(status: number, error: string, message: string, field?: string) {
    super(message);
    this.name = 'SandboxError';
    this.status = status;
    this.error = error;
    if (field !== undefined) this.field = field;
  }
}

export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
}

export function badRequest(message: string, field?: string): SandboxError {
  return new SandboxError(400, 'Bad Request', message, field);
}

export function unauthorized(message = 'Invalid or missing API key'): SandboxError {
  return new SandboxError(401, 'Unauthorized', message);
}

export function forbidden(message = 'Forbidden resource'): SandboxError {
  return new SandboxError(403, 'Forbidden', message);
}

/** `what` names the record, e.g. notFound(`Community ${id}`) → "Community <id> not found". */
export function notFound(what: string): SandboxError {
  return new SandboxError(404, 'Not Found', `${what} not found`);
}

export function conflict(message: string, field?: string): SandboxError {
  return new SandboxError(409, 'Conflict', message, field);
}

export function isSandboxError(value: unknown): value is SandboxError {
  return value instanceof SandboxError;
}

export function toErrorBody(err: SandboxError): ErrorBody {
  return { statusCode: err.status, message: err.message, error: err.error };
}
