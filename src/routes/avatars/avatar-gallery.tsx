import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SearchX, Smile } from 'lucide-react';
import { Pagination } from '../../components/data-table/pagination';
import { EmptyState } from '../../components/feedback/empty-state';
import { ErrorState } from '../../components/feedback/error-state';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { avatarListSearch, avatarsQuery } from '../../features/avatars/api';
import { AvatarCard } from '../../features/avatars/avatar-card';
import { useConnection } from '../../features/connection/use-connection';
import { useListState } from '../../hooks/use-list-state';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { GallerySkeleton, NoToken, TokenRefused } from './avatar-states';

const header = (
  <PageHeader
    title="Avatars"
    description="The avatars of the account that the connection's bearer token belongs to, with the token behind each."
  />
);

/** The account's avatars as a paged gallery (page in the URL), read with the bearer token only. */
export function AvatarGallery() {
  const hasToken = Boolean(useConnection()?.bearerToken);
  const list = useListState(avatarListSearch);
  const query = useQuery({
    ...avatarsQuery(list.params),
    enabled: hasToken,
    placeholderData: keepPreviousData,
  });

  if (!hasToken)
    return (
      <>
        {header}
        <NoToken />
      </>
    );
  if (query.error && query.data === undefined) {
    return (
      <>
        {header}
        {[401, 403].includes(query.error.status) ? (
          <TokenRefused error={query.error} />
        ) : (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }
  if (query.data === undefined)
    return (
      <>
        {header}
        <p className="sr-only" role="status">
          Loading avatars…
        </p>
        <GallerySkeleton count={6} />
      </>
    );

  const { results, total } = query.data;
  const lastPage = Math.max(1, Math.ceil(total / list.perPage));
  let body;
  if (results.length === 0 && total > 0 && list.page > 1) {
    body = (
      <EmptyState
        icon={SearchX}
        title={`Page ${formatNumber(list.page)} is past the end`}
        description={`This account's avatars fill ${formatNumber(lastPage)} ${lastPage === 1 ? 'page' : 'pages'}.`}
        action={
          <Button variant="secondary" onClick={() => list.setPage(lastPage)}>
            Go to the last page
          </Button>
        }
      />
    );
  } else if (results.length === 0) {
    body = (
      <EmptyState
        icon={Smile}
        title="This account has no avatars"
        description="Avatars the account makes or connects on the service appear here."
      />
    );
  } else {
    body = (
      <section aria-label="Avatars" aria-busy={query.isPlaceholderData || undefined}>
        <div
          className={cn(
            'grid gap-4 lg:grid-cols-2',
            query.isPlaceholderData && 'opacity-60 transition-opacity',
          )}
        >
          {results.map((avatar) => (
            <AvatarCard key={avatar.id} avatar={avatar} />
          ))}
        </div>
      </section>
    );
  }

  return (
    <>
      {header}
      {body}
      {total > 0 && (
        <div className="mt-4 rounded-lg border border-border bg-card [&>nav]:border-t-0">
          <Pagination
            page={list.page}
            perPage={list.perPage}
            total={total}
            onPageChange={list.setPage}
            onPerPageChange={list.setPerPage}
            busy={query.isPlaceholderData}
          />
        </div>
      )}
    </>
  );
}
