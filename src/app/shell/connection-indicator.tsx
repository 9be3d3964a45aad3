import { FlaskConical, Globe } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useConnection } from '../../features/connection/use-connection';

function hostOf(baseUrl: string) {
  try {
    return new URL(baseUrl, location.origin).host;
  } catch {
    return baseUrl;
  }
}

/** Always visible: which API the dashboard is talking to. */
export function ConnectionIndicator() {
  const connection = useConnection();
  if (!connection) {
    return (
      <Link
        to={paths.connect()}
        className="text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        Not connected
      </Link>
    );
  }
  const sandbox = connection.mode === 'sandbox';
  return (
    <Link
      to={paths.connect()}
      title={sandbox ? 'Embedded sandbox: demo data in this browser' : `Live API at ${connection.baseUrl}`}
      className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-border px-2.5 py-1 text-xs font-medium whitespace-nowrap hover:bg-muted"
    >
      {sandbox ? (
        <FlaskConical aria-hidden className="size-3.5 text-warning-fg" />
      ) : (
        <Globe aria-hidden className="size-3.5 text-success-fg" />
      )}
      <span>{sandbox ? 'Sandbox' : 'Live'}</span>
      {!sandbox && (
        <span className="hidden font-mono text-muted-foreground sm:inline">{hostOf(connection.baseUrl)}</span>
      )}
    </Link>
  );
}
