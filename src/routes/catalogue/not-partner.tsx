import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/feedback/empty-state';
import { buttonVariants } from '../../components/ui/button';
import { paths } from '../../config/paths';

/** A 403 on the catalogue: the key works, but it is not a reward provider's. */
export function NotPartner() {
  return (
    <EmptyState
      icon={ShieldAlert}
      title="This API key is not a reward-provider key"
      description="The service shows every badge and its attributions only to approved reward-provider partners, and refused this key (403). Your community's own badges are under Communities. To become a partner, apply through the service's Reward Provider Application, then connect with the partner key."
      action={
        <>
          <Link to={paths.communities()} className={buttonVariants({ variant: 'secondary' })}>
            Go to communities
          </Link>
          <Link to={paths.connect()} className={buttonVariants({ variant: 'ghost' })}>
            Change the key
          </Link>
        </>
      }
    />
  );
}

/** Marks a page as open to reward-provider partners only. */
export function PartnerOnlyPill() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-border px-2 py-0.5 text-xs font-medium text-muted-foreground">
      <ShieldAlert aria-hidden className="size-3.5" />
      Reward-provider partners only
    </span>
  );
}
