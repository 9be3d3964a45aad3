import { Link } from 'react-router';
import { StaticTable, type StaticColumn } from '../../components/data-table/static-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import type { SandboxCollection, SandboxState, SandboxVault } from '../../features/sandbox-control/api';
import { chainLabel } from '../../lib/chains';

/** Both lists: a visible caption over plain columns, lines between the rows. */
const DIRECTORY = {
  className: 'w-full text-sm',
  captionClassName: 'mb-2 text-left font-medium',
  headClassName: 'text-xs',
  cellClassName: 'py-1.5 pr-4 align-top',
  linesBetween: true,
} as const;

/** Ids in full, broken anywhere, in the body only (the header stays in the table's type). */
const Id = ({ value }: { value: string }) => <span className="font-mono break-all">{value}</span>;

const COLLECTION_COLUMNS: StaticColumn<SandboxCollection>[] = [
  {
    id: 'collection',
    header: 'Collection',
    cell: (c) => (
      <Link to={paths.collection(c.communityId, c.id)} className="text-primary hover:underline">
        {c.name}
      </Link>
    ),
  },
  { id: 'community', header: 'Community', cell: (c) => c.communityName },
  { id: 'chain', header: 'Chain', cell: (c) => chainLabel(c.chainId) },
  { id: 'id', header: 'Id', cell: (c) => <Id value={c.id} /> },
];

const VAULT_COLUMNS: StaticColumn<SandboxVault>[] = [
  { id: 'community', header: 'Community', cell: (v) => v.communityName },
  { id: 'chain', header: 'Chain', cell: (v) => chainLabel(v.chainId) },
  { id: 'id', header: 'Vault id', cell: (v) => <Id value={v.id} /> },
];

/**
 * The ids a newcomer cannot find through the API: collections are read only by id, and vaults live
 * in the service's Portal. Without this list a collection page was a dead end in the sandbox.
 */
export function SandboxDirectory({ state }: { state: SandboxState | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Collections and vaults</CardTitle>
        <CardDescription>
          The service lists neither: a collection is opened by its id, and a community’s vaults are set up in
          the service’s Portal. These are the sandbox’s.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6 overflow-x-auto">
        {state ? (
          <>
            <StaticTable
              caption="Collections"
              {...DIRECTORY}
              columns={COLLECTION_COLUMNS}
              rows={state.collections}
              getRowId={(c) => c.id}
            />
            <StaticTable
              caption="Vaults"
              {...DIRECTORY}
              columns={VAULT_COLUMNS}
              rows={state.vaults}
              getRowId={(v) => `${v.communityId}/${v.chainId}/${v.id}`}
            />
          </>
        ) : (
          <Skeleton className="h-32" />
        )}
      </CardContent>
    </Card>
  );
}
