import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../config/paths';
import type { SandboxState } from '../../features/sandbox-control/api';
import { chainLabel } from '../../lib/chains';

const cell = 'py-1.5 pr-4 align-top';

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
            <table className="w-full text-sm">
              <caption className="mb-2 text-left font-medium">Collections</caption>
              <thead className="text-left text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className={cell}>
                    Collection
                  </th>
                  <th scope="col" className={cell}>
                    Community
                  </th>
                  <th scope="col" className={cell}>
                    Chain
                  </th>
                  <th scope="col" className={cell}>
                    Id
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {state.collections.map((c) => (
                  <tr key={c.id}>
                    <td className={cell}>
                      <Link
                        to={paths.collection(c.communityId, c.id)}
                        className="text-primary hover:underline"
                      >
                        {c.name}
                      </Link>
                    </td>
                    <td className={cell}>{c.communityName}</td>
                    <td className={cell}>{chainLabel(c.chainId)}</td>
                    <td className={`${cell} font-mono break-all`}>{c.id}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <table className="w-full text-sm">
              <caption className="mb-2 text-left font-medium">Vaults</caption>
              <thead className="text-left text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className={cell}>
                    Community
                  </th>
                  <th scope="col" className={cell}>
                    Chain
                  </th>
                  <th scope="col" className={cell}>
                    Vault id
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {state.vaults.map((v) => (
                  <tr key={`${v.communityId}/${v.chainId}/${v.id}`}>
                    <td className={cell}>{v.communityName}</td>
                    <td className={cell}>{chainLabel(v.chainId)}</td>
                    <td className={`${cell} font-mono break-all`}>{v.id}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : (
          <Skeleton className="h-32" />
        )}
      </CardContent>
    </Card>
  );
}
