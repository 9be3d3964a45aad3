import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { toast } from '../../components/ui/toaster';
import { paths } from '../../config/paths';
import { useCreateMintable } from '../../features/collections/api';
import { MintableForm } from '../../features/collections/mintable-form';
import { toMintableCreate } from '../../features/collections/schemas';
import { CommunityImageUpload } from '../../features/uploads/community-image-upload';
import { useRecentIds } from '../../hooks/use-recent-ids';
import { formatNumber } from '../../lib/format';
import { CollectionMissing } from './collection-missing';
import { useCollectionCheck } from './use-collection-check';

export function MintableCreate() {
  const { communityId = '', collectionId = '' } = useParams();
  const navigate = useNavigate();
  const create = useCreateMintable();
  const collections = useRecentIds('collections', communityId);
  const mintables = useRecentIds('mintables', collectionId);
  // Checked before the form is offered: a wrong id used to fail only at save, after the uploads.
  const check = useCollectionCheck(communityId, collectionId);
  if (check.status === 'missing') {
    return (
      <>
        <PageHeader title="New mintable" />
        <CollectionMissing communityId={communityId} collectionId={collectionId} />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="New mintable"
        description={
          <>
            In collection <span className="font-mono break-all">{collectionId}</span>. Once created it can be
            minted to members&apos; wallets; the service offers no way to change it afterwards.
          </>
        }
      />
      <MintableForm
        ImageUpload={CommunityImageUpload}
        cancelHref={paths.collection(communityId, collectionId)}
        onSubmit={async (values) => {
          const body = toMintableCreate(values);
          const mintable = await create.mutateAsync({ path: { id: communityId, collectionId }, body });
          collections.remember({ id: collectionId });
          mintables.remember({
            id: mintable.id,
            label: mintable.name ?? body.name,
            note: `${mintable.type ?? body.type} · up to ${formatNumber(mintable.maxMints ?? body.maxMints)} mints`,
          });
          toast.success(`Mintable '${body.name}' created`);
          void navigate(
            `${paths.collection(communityId, collectionId)}?mintable=${encodeURIComponent(mintable.id)}`,
          );
        }}
      />
    </>
  );
}
