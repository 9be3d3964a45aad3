import { Gamepad2, Plus } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isMissingOperation } from '../../api/errors';
import { experiencesQuery, wholeExperiencesRead } from '../../api/resources/experiences';
import { DataTable } from '../../components/data-table/data-table';
import { SortNotice } from '../../components/data-table/sort-notice';
import { EmptyState } from '../../components/feedback/empty-state';
import { buttonVariants } from '../../components/ui/button';
import { OpenById } from '../../components/ui/open-by-id';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { experienceListSearch } from '../../features/experiences/api';
import { experienceSorts, type ExperienceSortKey } from '../../features/experiences/experience-sorts';
import { ViewsBar } from '../../features/saved-views/lazy-views-menu';
import { useListState } from '../../hooks/use-list-state';
import { useRecentIds } from '../../hooks/use-recent-ids';
import { useSortedList } from '../../hooks/use-sorted-list';
import { sortText, type SortState } from '../../lib/sort/sort-param';
import { experienceColumns, experienceName } from './experience-columns';

const DESCRIPTION = 'Web, MML, Unity and instant experiences members can join.';

/**
 * Listing experiences is an operation inferred from the service's REST pattern (see
 * docs/api-behaviour.md): a server without it still lets the admin open an experience by id, and
 * the ones opened before in this browser are offered again.
 */
function NoExperienceList({ communityId }: { communityId: string }) {
  const navigate = useNavigate();
  const recent = useRecentIds('experiences', communityId);
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <div role="status" className="rounded-lg border border-border bg-muted/40 p-4 text-sm">
        <p className="font-semibold">This server does not offer a list of experiences</p>
        <p className="mt-1 text-muted-foreground">
          It answered that listing a community&apos;s experiences is not available. Open one by its ID; the
          experiences you open or create here are remembered in this browser.
        </p>
      </div>
      <OpenById
        label="Experience ID"
        onOpen={(id) => void navigate(paths.experience(communityId, id))}
        recent={recent.items}
        hrefOf={(id) => paths.experience(communityId, id)}
        onForget={recent.forget}
      />
    </div>
  );
}

const viewSchemas = [experienceListSearch];

export function ExperienceList() {
  const communityId = useParams().communityId ?? '';
  const list = useListState(experienceListSearch);
  const { params, setFilter } = list;
  const setSort = useCallback(
    (sort: SortState<ExperienceSortKey> | undefined) => setFilter('sort', sortText(sort)),
    [setFilter],
  );
  const whole = useMemo(() => wholeExperiencesRead(communityId), [communityId]);
  const { query, sorting, status } = useSortedList({
    page: params.page,
    perPage: params.perPage,
    sort: params.sort,
    setSort,
    specs: experienceSorts,
    pageQuery: (page) => experiencesQuery(communityId, { ...params, page }),
    whole,
  });
  const create = (
    <Link to={paths.experienceNew(communityId)} className={buttonVariants({ variant: 'primary' })}>
      <Plus aria-hidden className="size-4" />
      New experience
    </Link>
  );
  const header = <PageHeader title="Experiences" description={DESCRIPTION} actions={create} />;

  if (isMissingOperation(query.error)) {
    return (
      <>
        {header}
        <NoExperienceList communityId={communityId} />
      </>
    );
  }

  return (
    <>
      {header}
      <ViewsBar page="Experiences" schemas={viewSchemas} />
      <DataTable
        label="Experiences"
        columns={experienceColumns}
        query={query}
        getRowId={(e) => e.id}
        getRowHref={(e) => paths.experience(communityId, e.id)}
        getRowLabel={experienceName}
        empty={
          <EmptyState
            icon={Gamepad2}
            title="No experiences yet"
            description="Create an experience: where members play, with its dates, image and banner."
            action={create}
          />
        }
        paging={list}
        sorting={sorting}
        notice={<SortNotice status={status} noun="experiences" />}
      />
    </>
  );
}
