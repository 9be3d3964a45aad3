import { ImageOff, Pencil } from 'lucide-react';
import { useEffect, useRef, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import type { Badge } from '../../api/types';
import { buttonVariants } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { ArtCheckList } from '../../features/art/art-check-list';
import { LOAD_TIMEOUT_MS, type ArtLoad, type HealthCheck } from '../../features/art/art-health';
import { cn } from '../../lib/cn';
import { badgeTitle } from './badge-columns';

export interface ArtReviewCardProps {
  communityId: string;
  badge: Badge;
  /** The image's address as members' apps load it; undefined when it has none that may be shown. */
  url: string | undefined;
  load: ArtLoad;
  checks: readonly HealthCheck[];
  onLoaded: (badgeId: string, load: ArtLoad) => void;
}

/**
 * One badge's art as served, with its checks. The image shown is the one measured: its load time
 * runs from the card's mount (when the browser is asked for it) to its load event.
 */
export function ArtReviewCard({ communityId, badge, url, load, checks, onLoaded }: ArtReviewCardProps) {
  const startedAt = useRef(0);
  const waiting = url !== undefined && load.state === 'loading';
  useEffect(() => {
    startedAt.current = performance.now();
  }, [url]);
  // A host that never answers would leave the card (and the order by problem) waiting for ever.
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => onLoaded(badge.id, { state: 'failed', timedOut: true }), LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [waiting, badge.id, onLoaded]);
  const title = badgeTitle(badge);

  const loaded = (event: SyntheticEvent<HTMLImageElement>) => {
    const image = event.currentTarget;
    onLoaded(badge.id, {
      state: 'loaded',
      width: image.naturalWidth,
      height: image.naturalHeight,
      ms: performance.now() - startedAt.current,
    });
  };

  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex items-start gap-3">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-muted">
          {url && load.state !== 'failed' ? (
            <img
              src={url}
              alt={`Art of ${title}`}
              className="size-full object-contain text-transparent"
              onLoad={loaded}
              onError={() => onLoaded(badge.id, { state: 'failed' })}
            />
          ) : (
            <ImageOff
              role="img"
              aria-label={`Art of ${title} (not shown)`}
              className="size-8 text-muted-foreground"
            />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold break-words">{title}</h2>
          <Link
            to={paths.badgeEdit(communityId, badge.id)}
            className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'mt-2')}
            aria-label={`Replace art of ${title}`}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Replace art
          </Link>
        </div>
      </div>
      <ArtCheckList compact checks={checks} label={`Checks of ${title}'s art`} />
    </li>
  );
}
