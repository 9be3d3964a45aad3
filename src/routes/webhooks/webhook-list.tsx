import { useQuery } from '@tanstack/react-query';
import { Plus, Webhook as WebhookIcon } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { webhooksQuery } from '../../api/resources/webhooks';
import { DataTable } from '../../components/data-table/data-table';
import { EmptyState } from '../../components/feedback/empty-state';
import { buttonVariants } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { ViewsBar } from '../../features/saved-views/lazy-views-menu';
import { useSortedQuery } from '../../hooks/use-sorted-list';
import { useUrlState } from '../../hooks/use-url-state';
import type { SortState } from '../../lib/sort/sort-param';
import { DeliveryFormatNote } from './delivery-format-note';
import { webhookColumns, webhookLabel } from './webhook-columns';
import { webhookListSearch, webhookSorts } from './webhook-sorts';
import { WebhooksHelp } from './webhooks-help';

const viewSchemas = [webhookListSearch];

export function WebhookList() {
  const query = useQuery(webhooksQuery());
  const [{ sort }, setState] = useUrlState(webhookListSearch);
  const setSort = useCallback(
    (next: SortState<keyof typeof webhookSorts> | undefined) => setState({ sort: next }),
    [setState],
  );
  // The service answers the whole list at once: it sorts in memory, with nothing more to read.
  const table = useSortedQuery({ query, sort, setSort, specs: webhookSorts });
  const create = (
    <Link to={paths.webhookNew()} className={buttonVariants({ variant: 'primary' })}>
      <Plus aria-hidden className="size-4" />
      New webhook
    </Link>
  );

  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Addresses the service calls when events happen, each with the key that signs its deliveries."
        actions={create}
      />
      <WebhooksHelp />
      <DeliveryFormatNote />
      <ViewsBar page="Webhooks" schemas={viewSchemas} />
      <DataTable
        label="Webhooks"
        columns={webhookColumns(query.data ?? [])}
        query={table.query}
        sorting={table.sorting}
        getRowId={(w) => w.id}
        getRowHref={(w) => paths.webhook(w.id)}
        getRowLabel={webhookLabel}
        empty={
          <EmptyState
            icon={WebhookIcon}
            title="No webhooks yet"
            description="Register a URL and the events it should receive; the service signs each delivery with the webhook's key."
            action={create}
          />
        }
      />
    </>
  );
}
