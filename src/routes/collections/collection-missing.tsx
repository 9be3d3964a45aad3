import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/feedback/empty-state';
import { buttonVariants } from '../../components/ui/button';
import { paths } from '../../config/paths';

/** An id that names no collection: said plainly, with the ways to a real one. */
export function CollectionMissing({
  communityId,
  collectionId,
}: {
  communityId: string;
  collectionId: string;
}) {
  return (
    <EmptyState
      icon={SearchX}
      title="Collection not found"
      description={
        <>
          No collection with id <span className="font-mono break-all">{collectionId}</span> on this
          connection. The Sandbox page lists the sandbox’s collections with their ids.
        </>
      }
      action={
        <>
          <Link to={paths.sandboxSettings()} className={buttonVariants({ variant: 'primary' })}>
            Sandbox collections
          </Link>
          <Link to={paths.collections(communityId)} className={buttonVariants({ variant: 'secondary' })}>
            Open another collection
          </Link>
        </>
      }
    />
  );
}
