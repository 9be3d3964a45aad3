import { isApiError } from './errors';
import type { SeenWrite, WriteOutcome, WriteRecorder } from './write-journal';

/**
 * The part of the journal's client hooks loaded on the first write (write-journal.ts): each write
 * handed to the recorder as it was sent, and its outcome from the answer (success) or the error
 * hook (a refusal as the client's ApiError, or no answer at all).
 */

function errorMessage(error: unknown): string {
  if (isApiError(error) || error instanceof Error) return error.message;
  return String(error);
}

/** Takes what the client hooks saw, in order, and records each write with its outcome. */
export function journalOf(record: WriteRecorder): (seen: SeenWrite) => void {
  // Writes under way, by their request (the one object the client hands to all three hooks).
  const pending = new WeakMap<Request, (outcome: WriteOutcome) => void>();
  const finish = (request: Request, outcome: WriteOutcome) => {
    const done = pending.get(request);
    if (!done) return;
    pending.delete(request);
    done(outcome);
  };
  return (seen) => {
    switch (seen.kind) {
      case 'sent':
        pending.set(seen.request, record(seen.write));
        return;
      case 'answered': {
        const { request, response } = seen;
        void response
          .json()
          .catch(() => undefined)
          .then((answer: unknown) => finish(request, { status: response.status, ok: true, answer }));
        return;
      }
      case 'failed':
        finish(seen.request, {
          status: seen.status ?? (isApiError(seen.error) ? seen.error.status : 0),
          ok: false,
          message: errorMessage(seen.error),
        });
    }
  };
}
