import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus, Tags } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { isMissingOperation } from '../../api/errors';
import { tagsQuery } from '../../api/resources/tags';
import { DataTable } from '../../components/data-table/data-table';
import { EmptyState } from '../../components/feedback/empty-state';
import { buttonVariants } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { tagListSearch } from '../../features/tags/api';
import { useListState } from '../../hooks/use-list-state';
import { tagColumns } from './tag-columns';

const DESCRIPTION = 'Groups of members. A badge’s tags decide which members may claim it.';

export function TagList() {
  const communityId = useParams().communityId ?? '';
  const list = useListState(tagListSearch);
  const query = useQuery({
    ...tagsQuery(communityId, list.params),
    placeholderData: keepPreviousData,
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
      />
    </>
  );
}
