import { useQuery } from '@tanstack/react-query';
import { tagMemberCountQuery } from '../../api/resources/tags';
import type { Tag } from '../../api/types';
import type { Column } from '../../components/data-table/types';
import { DateTime } from '../../components/ui/date-time';
import { formatNumber } from '../../lib/format';

/** A tag's member count: the total of a one-item page of its members, read per visible row. */
function TagMemberCount({ communityId, tagId }: { communityId: string; tagId: string }) {
  const { data, error } = useQuery(tagMemberCountQuery(communityId, tagId));
  if (error) return <span className="text-muted-foreground">Unknown ({error.message})</span>;
  // Inline (the cell's content sits in a span): a block skeleton would not belong there.
  if (!data)
    return (
      <span
        aria-hidden="true"
        className="inline-block h-4 w-10 rounded-md bg-muted motion-safe:animate-pulse"
      />
    );
  return <>{formatNumber(data.total)}</>;
}

export function tagColumns(communityId: string): Column<Tag>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortKey: 'name',
      cell: (t) => <span className="font-medium">{t.name}</span>,
    },
    {
      id: 'members',
      header: 'Members',
      cell: (t) => <TagMemberCount communityId={communityId} tagId={t.id} />,
      className: 'text-right',
    },
    {
      id: 'createdAt',
      sortKey: 'created',
      header: 'Created',
      cell: (t) => <DateTime value={t.createdAt} />,
      className: 'hidden sm:table-cell',
    },
  ];
}
