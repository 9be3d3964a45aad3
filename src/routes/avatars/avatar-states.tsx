import { KeyRound, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { ApiError } from '../../api/errors';
import { EmptyState } from '../../components/feedback/empty-state';
import { buttonVariants } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import { AVATARS_SCOPE } from '../../features/avatars/api';

const connectLink = (label: string) => (
  <Link to={paths.connect(paths.accountAvatars())} className={buttonVariants({ variant: 'primary' })}>
    {label}
  </Link>
);

const Scope = () => <code className="font-mono">{AVATARS_SCOPE}</code>;

/** The connection has no bearer token: say what to add and where. */
export function NoToken() {
  return (
    <EmptyState
      icon={KeyRound}
      title="Add a bearer token to see the account's avatars"
      description={
        <>
          This list is read with an access token of the account (OAuth, scope <Scope />
          ), not with the community API key. Add the token on the connection screen, under Live API.
        </>
      }
      action={connectLink('Add a bearer token')}
    />
  );
}

/** The service refused the token: a 401 (not accepted, e.g. expired) or a 403 (missing the scope). */
export function TokenRefused({ error }: { error: ApiError }) {
  const forbidden = error.status === 403;
  return (
    <EmptyState
      icon={ShieldAlert}
      title={forbidden ? 'The bearer token may not read avatars' : 'The bearer token was not accepted'}
      description={
        <>
          {forbidden
            ? 'The service knows the token, but it was not granted the '
            : 'The service did not accept the token: it may have expired, or belong to another service. The token needs the '}
          <Scope /> scope to list the account's avatars. Get a new token with that scope and enter it on the
          connection screen. <span className="block pt-2 font-mono text-xs">Error {error.status}</span>
        </>
      }
      action={connectLink('Open the connection screen')}
    />
  );
}

/** The gallery's shape while the first page loads. */
export function GallerySkeleton({ count }: { count: number }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex flex-col gap-4 rounded-lg border border-border p-4">
          <div className="flex items-start gap-4">
            <Skeleton className="size-24 rounded-lg" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
          <Skeleton className="h-16 w-full" />
        </div>
      ))}
    </div>
  );
}
