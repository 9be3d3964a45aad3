import { Plus, Tags } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { isMissingOperation } from '../../api/errors';
import { tagsQuery, wholeTagsRead } from '../../api/resources/tags';
import { DataTable } from '../../components/data-table/data-table';
import { SortNotice } from '../../components/data-table/sort-notice';
import { EmptyState } from '../../components/feedback/empty-state';
import { buttonVariants } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { ViewsBar } from '../../features/saved-views/lazy-views-menu';
import { tagListSearch } from '../../features/tags/api';
import { tagSorts, type TagSortKey } from '../../features/tags/tag-sorts';
import { useListState } from '../../hooks/use-list-state';
import { useSortedList } from '../../hooks/use-sorted-list';
import { sortText, type SortState } from '../../lib/sort/sort-param';
import { tagColumns } from './tag-columns';

const DESCRIPTION = 'Groups of members. A badge’s tags decide which members may claim it.';

const viewSchemas = [tagListSearch];

export function TagList() {
  const communityId = useParams().communityId ?? '';
  const list = useListState(tagListSearch);
  const { params, setFilter } = list;
  const setSort = useCallback(
    (sort: SortState<TagSortKey> | undefined) => setFilter('sort', sortText(sort)),
    [setFilter],
  );
  const whole = useMemo(() => wholeTagsRead(communityId), [communityId]);
  const { query, sorting, status } = useSortedList({
    page: params.page,
    perPage: params.perPage,
    sort: params.sort,
    setSort,
    specs: tagSorts,
    pageQuery: (page) => tagsQuery(communityId, { ...params, page }),
    whole,
  });
  const columns = useMemo(() => tagColumns(communityId), [communityId]);
  const create = (
    <Link to={paths.tagNew(communityId)} className={buttonVariants({ variant: 'primary' })}>
      <Plus aria-hidden className="size-4" />
      New tag
    </Link>
  );

  // Listing tags is inferred from the service's REST pattern (docs/api-behaviour.md).
  if (isMissingOperation(query.error)) {
    return (
      <>
        <PageHeader title="Tags" description={DESCRIPTION} actions={create} />
        <EmptyState
          icon={Tags}
          title="This server does not offer a tag list"
          description="It answered that listing a community's tags is not available. Tags can still be created."
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Tags" description={DESCRIPTION} actions={create} />
      <ViewsBar page="Tags" schemas={viewSchemas} />
      <DataTable
        label="Tags"
        columns={columns}
        query={query}
        getRowId={(t) => t.id}
        getRowHref={(t) => paths.tag(communityId, t.id)}
        getRowLabel={(t) => t.name}
        empty={
          <EmptyState
            icon={Tags}
            title="No tags yet"
            description="Tag members to group them, then use the tag on a badge so only they may claim it."
            action={create}
          />
        }
        paging={list}
        sorting={sorting}
        notice={<SortNotice status={status} noun="tags" />}
      />
    </>
  );
}
