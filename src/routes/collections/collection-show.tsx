import { Plus } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { MintForm } from '../../features/collections/mint-form';
import { useRecentIds } from '../../hooks/use-recent-ids';
import { useUrlState } from '../../hooks/use-url-state';
import { urlParam } from '../../lib/url-params';
import { urlSchema } from '../../lib/url-state';
import { CollectionMissing } from './collection-missing';
import { RecentMintables } from './recent-mintables';
import { useCollectionCheck } from './use-collection-check';

/**
 * A collection, opened by id: create a mintable in it, or mint one to a wallet. The mintable to
 * mint is in the URL (`?mintable=`), so a just-created mintable opens ready to mint.
 */
const collectionSearch = urlSchema({ mintable: urlParam.rawText() });

export function CollectionShow() {
  const { communityId = '', collectionId = '' } = useParams();
  const [search, setSearch] = useUrlState(collectionSearch);
  const mintableId = search.mintable ?? '';
  const mintables = useRecentIds('mintables', collectionId);
  const nameOf = (id: string) => mintables.items.find((m) => m.id === id)?.label;
  const check = useCollectionCheck(communityId, collectionId);
  const collections = useRecentIds('collections', communityId);
  const missing = check.status === 'missing';
  // An id that names nothing is not offered again under "Opened recently".
  useEffect(() => {
    if (missing) collections.forget(collectionId);
  }, [missing, collections, collectionId]);

  if (missing) {
    return (
      <>
        <PageHeader title="Collection not found" />
        <CollectionMissing communityId={communityId} collectionId={collectionId} />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={check.status === 'found' ? check.name : 'Collection'}
        description={<span className="font-mono break-all">{collectionId}</span>}
        actions={
          <Link
            to={paths.mintableNew(communityId, collectionId)}
            className={buttonVariants({ variant: 'primary' })}
          >
            <Plus aria-hidden className="size-4" />
            New mintable
          </Link>
        }
      />
      <div className="flex max-w-3xl flex-col gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Mint to a wallet</CardTitle>
            <CardDescription>
              One token of a mintable of this collection, to a member&apos;s wallet. The service refuses mints
              beyond the mintable&apos;s maximum or after its minting ends.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <MintForm
              key={mintableId}
              communityId={communityId}
              collectionId={collectionId}
              mintableId={mintableId}
              nameOf={nameOf}
              onMinted={(id) => mintables.remember({ id })}
            />
          </CardContent>
        </Card>
        <RecentMintables
          items={mintables.items}
          selected={mintableId}
          onPick={(id) => setSearch({ mintable: id }, { replace: true, exclusive: true })}
          onForget={mintables.forget}
        />
      </div>
    </>
  );
}
