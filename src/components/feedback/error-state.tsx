import { RotateCw, TriangleAlert } from 'lucide-react';
import { asksTooLong, overCapMessage } from '../../api/read-retry';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';

export type ErrorStateProps = {
  title?: string;
  /** `{ status?, message }`-like (the API client's normalised error, any Error, or a string). */
  error: unknown;
  onRetry?: () => void;
  className?: string;
};

function describe(error: unknown): { status?: number; message: string } {
  const fallback = 'Something unexpected happened. Please try again.';
  if (typeof error === 'string') return { message: error || fallback };
  if (typeof error !== 'object' || error === null) return { message: fallback };
  const { status, message } = error as { status?: unknown; message?: unknown };
  return {
    status: typeof status === 'number' && status >= 400 ? status : undefined,
    message: typeof message === 'string' && message.trim() ? message : fallback,
  };
}

/**
 * What failed (title), why (the server's message, with the status code) and what to do (Try again);
 * when the service asked for a longer wait than a page takes, how long it asked.
 */
export function ErrorState({ title = 'Something went wrong', error, onRetry, className }: ErrorStateProps) {
  const { status, message } = describe(error);
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-2 rounded-lg border border-border px-6 py-12 text-center',
        className,
      )}
    >
      <span className="mb-1 inline-flex size-10 items-center justify-center rounded-full bg-danger-bg text-danger-fg">
        <TriangleAlert aria-hidden="true" className="size-5" />
      </span>
      <h2 className="text-base font-semibold">{title}</h2>
      <p className="max-w-md text-sm break-words text-muted-foreground">{message}</p>
      {asksTooLong(error) && (
        <p className="max-w-md text-sm text-muted-foreground">{overCapMessage(error.retryAfterMs)}</p>
      )}
      {status !== undefined && <p className="font-mono text-xs text-muted-foreground">Error {status}</p>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} className="mt-3">
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      )}
    </div>
  );
}
