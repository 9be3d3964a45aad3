import { useNavigate, useParams } from 'react-router';
import { OpenById } from '../../components/ui/open-by-id';
import { PageHeader } from '../../components/ui/page-header';
import { paths } from '../../config/paths';
import { useRecentIds } from '../../hooks/use-recent-ids';

/** The service lists no collections: the admin opens one by id, and the ones opened here come back. */
export function CollectionOpen() {
  const communityId = useParams().communityId ?? '';
  const navigate = useNavigate();
  const recent = useRecentIds('collections', communityId);
  return (
    <>
      <PageHeader
        title="Collections"
        description="The community's own collections: create mintables in one and mint them to members' wallets."
      />
      <div className="flex max-w-2xl flex-col gap-6">
        <p className="text-sm text-muted-foreground">
          The service offers no list of collections or of their mintables. Enter a collection&apos;s ID (from
          the community dashboard); the collections and mintables you use here are remembered in this browser.
        </p>
        <OpenById
          label="Collection ID"
          onOpen={(id) => {
            recent.remember({ id });
            void navigate(paths.collection(communityId, id));
          }}
          recent={recent.items}
          hrefOf={(id) => paths.collection(communityId, id)}
          onForget={recent.forget}
        />
      </div>
    </>
  );
}
