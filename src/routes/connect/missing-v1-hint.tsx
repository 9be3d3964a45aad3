import { TriangleAlert } from 'lucide-react';
import type { ProbeResult } from '../../api/connection-probe';
import { InlineError } from '../../components/feedback/inline-error';
import { Button } from '../../components/ui/button';

/**
 * The base URL with `/v1` added, when the connection test suggests it is missing: the first read
 * answered 404 and the URL's path does not end in `/v1` (every operation of the service lives
 * under it, so a bare host answers 404 to all of them).
 */
export function withV1(baseUrl: string, results: readonly ProbeResult[] | undefined): string | undefined {
  const first = results?.[0];
  if (!first || first.outcome !== 'error' || !first.detail.startsWith('404')) return undefined;
  const trimmed = baseUrl.trim().replace(/\/+$/, '');
  if (/\/v1$/i.test(trimmed)) return undefined;
  return `${trimmed}/v1`;
}

/** Says why the test answered 404 and offers the base URL with `/v1`, tested at once. */
export function MissingV1Hint({ suggested, onUse }: { suggested: string; onUse: () => void }) {
  return (
    <InlineError
      className="rounded-lg border border-warning-fg/30 bg-warning-bg p-4 text-warning-fg"
      action={
        <Button type="button" variant="secondary" size="sm" onClick={onUse}>
          Use <span className="font-mono break-all">{suggested}</span>
        </Button>
      }
    >
      <TriangleAlert aria-hidden className="mr-1.5 inline size-4 align-text-bottom" />
      <strong>The server answered 404 Not Found.</strong> The base URL’s path probably lacks <code>/v1</code>:
      every operation of the API is under it.
    </InlineError>
  );
}
