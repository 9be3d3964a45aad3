import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { safeImageUrl } from '../../lib/url';

export type ImageBoxProps = {
  /** The image (often from API data: only http(s) and ipfs are shown). */
  src: string | null | undefined;
  alt: string;
  /** Box size in px: fixed, so nothing jumps while loading and a failure keeps the layout. */
  size: number;
  /** `full` for round art (badges), `md` for files. */
  rounded?: 'full' | 'md';
  /** `cover` fills the box (art), `contain` shows the whole image (files). */
  fit?: 'cover' | 'contain';
  className?: string;
};

/**
 * An image in a fixed box that falls back to a neutral placeholder when it is missing or fails to
 * load, so a broken URL never spills alt text over the layout.
 */
export function ImageBox({
  src: unsafeSrc,
  alt,
  size,
  rounded = 'md',
  fit = 'cover',
  className,
}: ImageBoxProps) {
  const src = safeImageUrl(unsafeSrc);
  // Remember which src failed so a new src gets a fresh try without an effect.
  const [failedSrc, setFailedSrc] = useState<string>();
  const box = cn(
    'inline-flex shrink-0 items-center justify-center overflow-hidden border border-border bg-muted',
    rounded === 'full' ? 'rounded-full' : 'rounded-md',
    className,
  );
  if (!src || failedSrc === src) {
    return (
      <span
        role="img"
        aria-label={`${alt} (not available)`}
        className={box}
        style={{ width: size, height: size }}
      >
        <ImageOff aria-hidden="true" className="size-1/3 max-h-5 max-w-5 text-muted-foreground" />
      </span>
    );
  }
  return (
    <span className={box} style={{ width: size, height: size }}>
      <img
        src={src}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setFailedSrc(src)}
        // Until the error event swaps in the placeholder (or should a browser end a failed load
        // without one), the alt text is never painted over the layout.
        className={cn('size-full text-transparent', fit === 'contain' ? 'object-contain' : 'object-cover')}
      />
    </span>
  );
}
