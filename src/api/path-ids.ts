import { ApiError } from './errors';

/** Decodes until stable (a few rounds: `%252e` is `%2e` once decoded, `.` twice). */
function fullyDecoded(value: string): string {
  let current = value;
  for (let round = 0; round < 5; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/**
 * Refuses a path parameter that is, once decoded, `.` or `..`. A URL folds such a segment into
 * its parent: `DELETE …/tag/T/member/..` becomes `DELETE …/tag/T/` and deletes the whole tag. An id
 * read from a service (a tag member whose id is `..`) must never change what a request targets, so
 * the request is not sent at all. Throws an ApiError naming the parameter.
 */
export function refuseDotSegmentIds(path: Record<string, unknown> | undefined, operation: string): void {
  if (!path) return;
  for (const [name, value] of Object.entries(path)) {
    if (typeof value !== 'string') continue;
    const decoded = fullyDecoded(value);
    if (decoded === '.' || decoded === '..') {
      throw new ApiError({
        status: 0,
        kind: 'validation',
        operation,
        message: `The request was not sent: ${JSON.stringify(value)} is not a valid id for ${name} (a path segment of "." or ".." would change what the request targets).`,
      });
    }
  }
}
