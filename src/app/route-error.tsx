import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '../api/errors';
import { buttonVariants } from '../components/ui/button';
import { paths } from '../config/paths';

interface ErrorPageProps {
  status: number;
  title: string;
  message: string;
}

export function ErrorPage({ status, title, message }: ErrorPageProps) {
  return (
    <section
      className="mx-auto flex max-w-lg flex-col items-center gap-4 py-20 text-center"
      aria-labelledby="error-title"
    >
      <p className="font-mono text-sm text-muted-foreground">Error {status}</p>
      <h1 id="error-title" className="text-2xl font-semibold">
        {title}
      </h1>
      <p className="text-muted-foreground">{message}</p>
      <div className="flex gap-3">
        <Link to={paths.communities()} className={buttonVariants({ variant: 'primary' })}>
          Back to communities
        </Link>
        <button
          type="button"
          className={buttonVariants({ variant: 'secondary' })}
          onClick={() => history.back()}
        >
          Go back
        </button>
      </div>
    </section>
  );
}

/** Route error element: 404, 403 and 500 pages with a way back. */
export function RouteError() {
  const error = useRouteError();
  const status = isApiError(error) ? error.status : isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) {
    return (
      <ErrorPage
        status={404}
        title="Not found"
        message={isApiError(error) ? error.message : 'There is nothing at this address.'}
      />
    );
  }
  if (status === 403) {
    return (
      <ErrorPage
        status={403}
        title="Not allowed"
        message="This API key may not see this. Ask a community owner for access, or connect with another key."
      />
    );
  }
  const message = error instanceof Error ? error.message : 'Something went wrong while showing this page.';
  return <ErrorPage status={500} title="Something went wrong" message={message} />;
}
