import { parseRetryAfter } from '../lib/retry-after';

/**
 * One error type for every failed API call (docs/api-behaviour.md, Errors). The service documents no
 * error body, so bodies are read defensively: JSON `{statusCode, message (string | string[]), error}`,
 * else plain text, else the status text. `fieldErrors` maps a field name found in a message to that
 * message, so forms can put server errors on their fields.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The operation that failed, as `METHOD /path/{template}` or an operationId. */
  readonly operation: string;
  readonly fieldErrors: Record<string, string>;
  /** `network`: no response; `validation`: the response did not match the contract. */
  readonly kind: 'http' | 'network' | 'validation';
  /** Every message the server sent (NestJS sends an array for validation errors). */
  readonly messages: string[];
  /**
   * The response's `Retry-After` header as sent (seconds or an HTTP date), when there was one and
   * the browser let us read it: a cross-origin API must list it in Access-Control-Expose-Headers.
   */
  readonly retryAfter?: string;
  /**
   * `retryAfter` as milliseconds from when the answer came, when it could be read (a date already
   * past is 0): what the server asked the client to wait before asking again.
   */
  readonly retryAfterMs?: number;

  constructor(init: {
    status: number;
    message: string;
    operation: string;
    fieldErrors?: Record<string, string>;
    kind?: ApiError['kind'];
    messages?: string[];
    retryAfter?: string;
  }) {
    super(init.message);
    this.status = init.status;
    this.operation = init.operation;
    this.fieldErrors = init.fieldErrors ?? {};
    this.kind = init.kind ?? 'http';
    this.messages = init.messages ?? [init.message];
    if (init.retryAfter) {
      this.retryAfter = init.retryAfter;
      const ms = parseRetryAfter(init.retryAfter, Date.now());
      if (ms !== undefined) this.retryAfterMs = ms;
    }
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The server does not offer the operation: a 404 or 405 to a read inferred from the service's REST
 * pattern (docs/api-behaviour.md, Inferred operations). Pages show what they can without it.
 */
export function isMissingOperation(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 405);
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Not authorised: the API key or token was refused',
  403: 'Forbidden: this key may not do that',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  422: 'Validation failed',
  429: 'Too many requests',
  500: 'Server error',
  502: 'Bad gateway',
  503: 'Service unavailable',
};

function messagesOf(body: unknown): string[] {
  if (typeof body === 'string') return body.trim() ? [body.trim()] : [];
  if (body && typeof body === 'object') {
    const { message, error } = body as { message?: unknown; error?: unknown };
    if (Array.isArray(message)) return message.filter((m): m is string => typeof m === 'string');
    if (typeof message === 'string' && message) return [message];
    if (typeof error === 'string' && error) return [error];
  }
  return [];
}

/**
 * Finds the field a message is about: NestJS-style messages start with the field name
 * ("wallet must be an Ethereum address"); some say "… on field `x`".
 */
export function fieldOfMessage(message: string, fields: readonly string[]): string | undefined {
  const lower = message.toLowerCase();
  const quoted = /[`'"]([\w.]+)[`'"]/.exec(message)?.[1];
  if (quoted && fields.includes(quoted)) return quoted;
  return fields.find(
    (f) => lower.startsWith(f.toLowerCase() + ' ') || lower.startsWith(f.toLowerCase() + '.'),
  );
}

/** Builds the ApiError for an HTTP error response body (already parsed as JSON or text). */
export function apiErrorFromBody(
  status: number,
  statusText: string,
  body: unknown,
  operation: string,
  knownFields: readonly string[] = [],
  retryAfter?: string | null,
): ApiError {
  const messages = messagesOf(body);
  const fieldErrors: Record<string, string> = {};
  for (const m of messages) {
    const field = fieldOfMessage(m, knownFields);
    if (field && !fieldErrors[field]) fieldErrors[field] = m;
  }
  const fallback = STATUS_TEXT[status] ?? (statusText || `HTTP ${status}`);
  return new ApiError({
    status,
    message: messages.length > 0 ? messages.join('; ') : fallback,
    operation,
    fieldErrors,
    messages: messages.length > 0 ? messages : [fallback],
    ...(retryAfter ? { retryAfter } : {}),
  });
}

/**
 * Splits an error into messages for known form fields and the rest, so a form can put the server's
 * words under the field they are about and show the others above the submit button.
 */
export function serverFieldErrors(
  error: unknown,
  fields: readonly string[],
): { fields: Record<string, string>; rest: string[] } {
  if (!(error instanceof ApiError)) {
    return { fields: {}, rest: [error instanceof Error ? error.message : 'Something went wrong'] };
  }
  const out: Record<string, string> = {};
  const rest: string[] = [];
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (fields.includes(field)) out[field] = message;
  }
  for (const message of error.messages) {
    const field = fieldOfMessage(message, fields);
    if (field) out[field] ??= message;
    else if (!Object.values(out).includes(message)) rest.push(message);
  }
  return { fields: out, rest };
}

const errorName = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';

/** Normalises anything thrown by a request into an ApiError. */
export function toApiError(error: unknown, operation: string): ApiError {
  if (error instanceof ApiError) return error;
  // By name: a DOMException from fetch may belong to another realm than this module's global.
  if (errorName(error) === 'TimeoutError') {
    return new ApiError({
      status: 0,
      message: 'The API did not answer in time. It may be overloaded or unreachable; try again.',
      operation,
      kind: 'network',
    });
  }
  if (errorName(error) === 'AbortError') {
    return new ApiError({ status: 0, message: 'The request was cancelled', operation, kind: 'network' });
  }
  if (error instanceof TypeError) {
    return new ApiError({
      status: 0,
      message: `Could not reach the API (${error.message}). Check the base URL, your network, and CORS.`,
      operation,
      kind: 'network',
    });
  }
  if (error instanceof Error) return new ApiError({ status: 0, message: error.message, operation });
  return apiErrorFromBody(0, '', error, operation);
}

/** A readable message for anything a request failed with (an ApiError at run time). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  const { message } = (typeof error === 'object' && error !== null ? error : {}) as { message?: unknown };
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : 'Something went wrong';
}
