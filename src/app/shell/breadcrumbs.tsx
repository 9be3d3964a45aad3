import { ChevronRight } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, useMatches, type Params } from 'react-router';

export interface CrumbHandle {
  crumb: ComponentType<{ params: Params }>;
}

function hasCrumb(handle: unknown): handle is CrumbHandle {
  return typeof handle === 'object' && handle !== null && 'crumb' in handle;
}

/** Breadcrumbs from the `handle.crumb` of each matched route. */
export function Breadcrumbs() {
  const crumbs = useMatches().filter((match) => hasCrumb(match.handle));
  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1 text-sm text-muted-foreground">
        {crumbs.map((match, index) => {
          const Crumb = (match.handle as CrumbHandle).crumb;
          const last = index === crumbs.length - 1;
          return (
            // On narrow screens only the current page's crumb is shown; the drawer has the rest.
            <li
              key={match.id}
              className={
                last ? 'flex min-w-0 items-center gap-1' : 'hidden min-w-0 items-center gap-1 sm:flex'
              }
            >
              {index > 0 && <ChevronRight aria-hidden className="hidden size-3.5 shrink-0 sm:block" />}
              {last ? (
                <span aria-current="page" className="truncate font-medium text-foreground">
                  <Crumb params={match.params} />
                </span>
              ) : (
                <Link to={match.pathname} className="truncate hover:text-foreground">
                  <Crumb params={match.params} />
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
