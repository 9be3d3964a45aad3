/**
 * Which bulk job a request belongs to, by the abort signal it is sent with: the job runner labels
 * each chunk's signal, and the journal of changes reads the label of each write it records.
 */
const jobOfSignal = new WeakMap<AbortSignal, string>();

/** Requests sent with `signal` belong to the job `jobId`. */
export function labelJobRequests(signal: AbortSignal, jobId: string): void {
  jobOfSignal.set(signal, jobId);
}

export function jobOfRequest(signal: AbortSignal | null | undefined): string | undefined {
  return signal ? jobOfSignal.get(signal) : undefined;
}
