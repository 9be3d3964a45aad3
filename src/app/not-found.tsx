import { ErrorPage } from './route-error';

export function NotFoundPage() {
  return <ErrorPage status={404} title="Page not found" message="There is no page at this address." />;
}
