import { ApiError } from './errors';

/**
 * What a schema's complaint about a request or an answer becomes: the issues, and the errors the
 * page shows for an answer that breaks the contract or is not JSON. Shared by the API client and
 * by readers that parse an answer's bytes themselves (a worker).
 */

/**
 * A schema validation issue (valibot's, or zod's), recognised by shape so no validator code is
 * pulled in here. Valibot paths are `{key}` objects and absent at the root; zod's are plain keys.
 */
export interface ValidationIssue {
  path: string[];
  message: string;
}

export function issuePath(path: unknown): string[] {
  if (!Array.isArray(path)) return [];
  return path.map((item: unknown) =>
    typeof item === 'object' && item !== null && 'key' in item ? String(item.key) : String(item),
  );
}

export function validationIssues(error: unknown): ValidationIssue[] | undefined {
  if (typeof error !== 'object' || error === null || !('issues' in error)) return undefined;
  const { issues } = error;
  if (!Array.isArray(issues)) return undefined;
  return issues.map((issue: unknown) => {
    const { path, message } = (typeof issue === 'object' && issue !== null ? issue : {}) as {
      path?: unknown;
      message?: unknown;
    };
    return { path: issuePath(path), message: typeof message === 'string' ? message : 'invalid value' };
  });
}

export function describeIssues(issues: ValidationIssue[], max = 3): string {
  const parts = issues.slice(0, max).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  return parts.join('; ') + (issues.length > max ? ` (+${issues.length - max} more)` : '');
}

/** An answer that does not match the contract: the page shows this instead of breaking. */
export function answerBreaksContract(operation: string, status: number, issues: ValidationIssue[]): ApiError {
  return new ApiError({
    status,
    kind: 'validation',
    operation,
    message: `The response of ${operation} does not match the API contract: ${describeIssues(issues)}`,
  });
}

/** An answer whose body is not JSON, though its type said so. */
export function answerNotJson(operation: string, status: number, parserMessage: string): ApiError {
  return new ApiError({
    status,
    kind: 'validation',
    operation,
    message: `The answer to ${operation} is not valid JSON (${parserMessage}).`,
  });
}
