import { ImageOff, WandSparkles } from 'lucide-react';
import { useCallback, useEffect, useRef, type SyntheticEvent } from 'react';
import type { Badge } from '../../api/types';
import { Button } from '../../components/ui/button';
import { ArtCheckList } from '../../features/art/art-check-list';
import { LOAD_TIMEOUT_MS, type ArtLoad, type HealthCheck } from '../../features/art/art-health';
import { badgeTitle } from '../../features/badges/badge-columns';

export interface ArtReviewCardProps {
  badge: Badge;
  /** The image's address as members' apps load it; undefined when it has none that may be shown. */
  url: string | undefined;
  load: ArtLoad;
  checks: readonly HealthCheck[];
  /** Called with the image's address once it has loaded or failed. */
  onLoaded: (url: string, load: ArtLoad) => void;
  /** Opens the studio on this badge's art. */
  onFix: (badge: Badge) => void;
}

/**
 * One badge's art as served, with its checks. The image shown is the one measured: its load time
 * runs from when its element is attached with this address (when the browser is asked for it) to
 * its load event. The start is taken in the element's ref, not in an effect: effects run after
 * paint, and an image the browser already holds can load before them.
 */
export function ArtReviewCard({ badge, url, load, checks, onLoaded, onFix }: ArtReviewCardProps) {
  const startedAt = useRef<number | undefined>(undefined);
  const waiting = url !== undefined && load.state === 'loading';
  // Keyed by url below, so each address gets its own element and its own start.
  const imageAttached = useCallback((image: HTMLImageElement | null) => {
    startedAt.current = image ? performance.now() : undefined;
  }, []);
  // A host that never answers would leave the card (and the order by problem) waiting for ever.
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => onLoaded(url, { state: 'failed', timedOut: true }), LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [waiting, url, onLoaded]);
  const title = badgeTitle(badge);

  const loaded = (event: SyntheticEvent<HTMLImageElement>) => {
    if (!url) return;
    const image = event.currentTarget;
    const now = performance.now();
    onLoaded(url, {
      state: 'loaded',
      width: image.naturalWidth,
      height: image.naturalHeight,
      ms: now - (startedAt.current ?? now),
    });
  };

  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-4 [contain-intrinsic-size:auto_18rem] [content-visibility:auto]">
      <div className="flex items-start gap-3">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-muted">
          {url && load.state !== 'failed' ? (
            <img
              key={url}
              ref={imageAttached}
              src={url}
              alt={`Art of ${title}`}
              className="size-full object-contain text-transparent"
              onLoad={loaded}
              onError={() => onLoaded(url, { state: 'failed' })}
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
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            aria-label={`Fix in studio: art of ${title}`}
            onClick={() => onFix(badge)}
          >
            <WandSparkles aria-hidden="true" className="size-4" />
            Fix in studio
          </Button>
        </div>
      </div>
      <ArtCheckList compact checks={checks} label={`Checks of ${title}'s art`} />
    </li>
  );
}
