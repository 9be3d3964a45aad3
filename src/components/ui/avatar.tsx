import { useState } from 'react';
import { cn } from '../../lib/cn';
import { getInitials } from '../../lib/format';
import { safeImageUrl } from '../../lib/url';

export type AvatarProps = {
  /**
   * The image, often straight from API data: only http(s) and ipfs (through its gateway) are shown,
   * anything else shows the placeholder. Ask the CDN for the displayed size first (displayImageUrl).
   */
  src?: string | null;
  /** Describe the person; use "" when a name is shown next to the avatar (decorative). */
  alt: string;
  /** Box size in px; width and height are fixed so nothing jumps while loading. */
  size?: number;
  /** Name or address the placeholder initials come from. */
  fallback?: string | null;
  className?: string;
};

export function Avatar({ src: unsafeSrc, alt, size = 32, fallback, className }: AvatarProps) {
  const src = safeImageUrl(unsafeSrc);
  // Remember which src failed so a new src gets a fresh try without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const box = cn(
    'inline-flex shrink-0 items-center justify-center overflow-hidden weak:rounded-full bg-muted align-middle',
    className,
  );
  const style = { width: size, height: size };

  if (showImage && src) {
    return (
      <span className={box} style={style}>
        <img
          src={src}
          alt={alt}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
          // Alt text is never painted over the box (the error event then shows the initials).
          className="size-full object-cover text-transparent"
        />
      </span>
    );
  }

  const initials = getInitials(fallback ?? alt);
  return alt ? (
    <span role="img" aria-label={alt} className={box} style={style}>
      <Initials size={size}>{initials}</Initials>
    </span>
  ) : (
    <span aria-hidden="true" className={box} style={style}>
      <Initials size={size}>{initials}</Initials>
    </span>
  );
}

function Initials({ size, children }: { size: number; children: string }) {
  return (
    <span
      aria-hidden="true"
      className="leading-none font-medium text-muted-foreground select-none"
      style={{ fontSize: Math.max(10, Math.round(size * 0.4)) }}
    >
      {children}
    </span>
  );
}
